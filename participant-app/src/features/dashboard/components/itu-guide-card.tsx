import { Card } from 'react-bootstrap';

/** Short explanation of the ITU-R BT.500 method the study follows. */
export function ItuGuideCard() {
  return (
    <Card className="shadow-sm mb-4">
      <Card.Body>
        <Card.Title>ITU-R BT.500 Guide</Card.Title>
        <Card.Text>
          This study follows ITU-R BT.500, the recommendation of the International Telecommunication Union for
          the subjective assessment of video quality. Each video is judged on its own, without a reference.
        </Card.Text>
        <ul className="mb-0">
          <li>Watch each video completely before rating it.</li>
          <li>Rate what you see, not what you expect: there are no right or wrong answers.</li>
          <li>Keep a comfortable viewing distance and take a break whenever you need one.</li>
          <li>Use the whole scale: 1 is the worst quality, 5 the best.</li>
        </ul>
      </Card.Body>
    </Card>
  );
}
