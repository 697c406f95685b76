import type { ReactNode } from 'react';
import { Card, Col, Container, Row } from 'react-bootstrap';

/** The centred card the signup and login forms sit in. */
export function AuthCard(props: { title: string; children: ReactNode }) {
  return (
    <Container className="py-5">
      <Row className="justify-content-center">
        <Col md={6} lg={5}>
          <Card className="shadow-sm">
            <Card.Body className="p-4">
              <h1 className="h3 mb-4 text-center">{props.title}</h1>
              {props.children}
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </Container>
  );
}
