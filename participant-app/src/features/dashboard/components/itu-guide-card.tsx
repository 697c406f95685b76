import { Card } from 'react-bootstrap';
import { useT } from '../../../i18n';

/** Short explanation of the ITU-R BT.500 method the study follows. */
export function ItuGuideCard() {
  const t = useT();
  return (
    <Card className="shadow-sm mb-4">
      <Card.Body>
        <Card.Title>{t('ituGuide.title')}</Card.Title>
        <Card.Text>{t('ituGuide.text')}</Card.Text>
        <ul className="mb-0">
          <li>{t('ituGuide.watch')}</li>
          <li>{t('ituGuide.honest')}</li>
          <li>{t('ituGuide.distance')}</li>
          <li>{t('ituGuide.scale')}</li>
        </ul>
      </Card.Body>
    </Card>
  );
}
