import { Container, Navbar } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { AREAS, type AreaName } from './remote-areas';

/** Shown in place of a top bar whose remote is down: just the brand, linking to the area's home. */
export function FallbackTopBar({ area }: { area: AreaName }) {
  return (
    <Navbar bg="dark" variant="dark" data-testid={`fallback-top-bar-${area}`}>
      <Container>
        <Navbar.Brand as={Link} to={AREAS[area].homePath}>
          VVQ
        </Navbar.Brand>
      </Container>
    </Navbar>
  );
}
