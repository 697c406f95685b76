import { Alert, Button, Card, Container, Form } from 'react-bootstrap';
import { useAdminLoginForm } from '../hooks/use-admin-login-form';

export function AdminLoginPage() {
  const form = useAdminLoginForm();
  return (
    <Container className="py-5" style={{ maxWidth: 480 }}>
      <Card>
        <Card.Body>
          <h2 className="mb-4">Admin Login</h2>
          {form.error && <Alert variant="danger">{form.error}</Alert>}
          {form.success && <Alert variant="success">{form.success}</Alert>}
          <Form noValidate onSubmit={form.submit}>
            <Form.Group className="mb-3" controlId="admin-login-email">
              <Form.Label>Email</Form.Label>
              <Form.Control
                type="email"
                name="email"
                autoComplete="username"
                value={form.email}
                isInvalid={Boolean(form.fieldErrors.email)}
                onChange={(e) => form.setEmail(e.target.value)}
              />
              <Form.Control.Feedback type="invalid">{form.fieldErrors.email}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="mb-3" controlId="admin-login-password">
              <Form.Label>Password</Form.Label>
              <Form.Control
                type="password"
                name="password"
                autoComplete="current-password"
                value={form.password}
                isInvalid={Boolean(form.fieldErrors.password)}
                onChange={(e) => form.setPassword(e.target.value)}
              />
              <Form.Control.Feedback type="invalid">{form.fieldErrors.password}</Form.Control.Feedback>
            </Form.Group>
            <Button type="submit" variant="primary" disabled={form.submitting || Boolean(form.success)}>
              Login
            </Button>
          </Form>
        </Card.Body>
      </Card>
    </Container>
  );
}
