import { Button, Container } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** The /admin entry screen: effectively unguarded, only points to the login. */
export function AdminEntryPage() {
  const navigate = useNavigate();
  return (
    <Container className="py-5 text-center">
      <h1 className="mb-3">Welcome to the VVQ Admin Area</h1>
      <p className="lead mb-4">Review study statistics, ratings, messages and questionnaires.</p>
      <Button variant="primary" size="lg" onClick={() => navigate(paths.login)}>
        Admin Login
      </Button>
    </Container>
  );
}
