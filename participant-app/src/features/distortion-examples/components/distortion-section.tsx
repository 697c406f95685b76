import { Card, Col, OverlayTrigger, Row, Tooltip } from 'react-bootstrap';
import { UNKNOWN_LEVEL, type ClassifiedExample } from '../utils/classify-distortion-examples';
import { ExamplePlayer } from './example-player';
import type { SectionText } from './section-texts';
import { useT } from '../../../i18n';

/** One section: texts, then players. Levels (tooltip + caption) only where `showLevels` is set. */
export function DistortionSection(props: {
  id: string;
  text: SectionText;
  examples: ClassifiedExample[];
  showLevels: boolean;
}) {
  const { text } = props;
  const t = useT();
  const level = (example: ClassifiedExample) =>
    example.level === UNKNOWN_LEVEL ? t('distortion.unknownLevel') : example.level;
  return (
    <section className="mb-5" aria-labelledby={`${props.id}-title`} data-testid={`section-${props.id}`}>
      <h2 id={`${props.id}-title`} className="h3">
        {t(text.title)}
      </h2>
      <p>{t(text.intro)}</p>
      <p className="fst-italic">{t(text.example)}</p>
      <ul>
        {text.details.map((detail) => (
          <li key={detail}>{t(detail)}</li>
        ))}
      </ul>
      <Row xs={1} md={2} lg={3} className="g-3">
        {props.examples.map((example) => {
          const player = <ExamplePlayer videoId={example.video_id} url={example.video_url} />;
          return (
            <Col key={example.video_id}>
              <Card className="h-100 shadow-sm">
                {props.showLevels ? (
                  <OverlayTrigger
                    placement="top"
                    overlay={<Tooltip id={`level-${example.video_id}`}>{level(example)}</Tooltip>}
                  >
                    <div>{player}</div>
                  </OverlayTrigger>
                ) : (
                  player
                )}
                {props.showLevels && (
                  <Card.Footer className="text-center" data-testid="level-caption">
                    {level(example)}
                  </Card.Footer>
                )}
              </Card>
            </Col>
          );
        })}
      </Row>
    </section>
  );
}
