import { Alert, Button, Card, Container, Form } from 'react-bootstrap';
import { useAdminLoginForm } from '../hooks/use-admin-login-form';
import { CredentialField } from './credential-field';

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
            <CredentialField
              controlId="admin-login-email"
              label="Email"
              type="email"
              name="email"
              autoComplete="username"
              value={form.email}
              error={form.fieldErrors.email}
              onChange={form.setEmail}
            />
            <CredentialField
              controlId="admin-login-password"
              label="Password"
              type="password"
              name="password"
              autoComplete="current-password"
              value={form.password}
              error={form.fieldErrors.password}
              onChange={form.setPassword}
            />
            <Button type="submit" variant="primary" disabled={form.submitting || Boolean(form.success)}>
              Login
            </Button>
          </Form>
        </Card.Body>
      </Card>
    </Container>
  );
}
