import { Card, Col, Row } from 'react-bootstrap';
import { exampleCaption, type ManifestSection } from '../utils/manifest-sections';
import { ExamplePlayer } from './example-player';

/** One section of a lab's page, its texts shown as the lab wrote them, each player with its caption or level. */
export function ManifestSectionView({ section, index }: { section: ManifestSection; index: number }) {
  const { text } = section;
  const id = `manifest-section-${index}`;
  return (
    <section className="mb-5" aria-labelledby={`${id}-title`} data-testid={`section-${text.category}`}>
      <h2 id={`${id}-title`} className="h3">
        {text.title}
      </h2>
      {text.introduction && <p>{text.introduction}</p>}
      {text.example && <p className="fst-italic">{text.example}</p>}
      {text.details.length > 0 && (
        <ul>
          {text.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
      <Row xs={1} md={2} lg={3} className="g-3">
        {section.examples.map((example) => {
          const caption = exampleCaption(example);
          return (
            <Col key={example.video_id}>
              <Card className="h-100 shadow-sm">
                <ExamplePlayer
                  videoId={example.video_id}
                  url={example.video_url}
                  label={caption ? `${text.title}: ${caption}` : text.title}
                />
                {caption && (
                  <Card.Footer className="text-center" data-testid="level-caption">
                    {caption}
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
