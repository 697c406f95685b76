import { Suspense, useEffect, useMemo, useState } from 'react';
import { Button, Card, Col, Container, Row, Spinner } from 'react-bootstrap';
import { useLocation, useNavigate } from 'react-router-dom';
import { BackgroundVideo } from '../../../components/background-video';
import { paths } from '../../../config/paths';
import { LANDING_SPINNER_MS } from '../../../config/timings';
import { PageSpinner, SharedQueryClientProvider } from '@vvq/ui';
import { LazyPanelEntryPage, panelEntryFromSearch } from '../../panel';
import { studyTexts, useStudySettings } from '../../study-settings';
import { FaqAccordion } from './faq-accordion';

/** The landing route: a panel link enters the study at once; any other visit sees the welcome page. */
export function LandingPage() {
  const { search } = useLocation();
  const entry = useMemo(() => panelEntryFromSearch(search), [search]);
  return entry ? (
    <Suspense fallback={<PageSpinner />}>
      <LazyPanelEntryPage entry={entry} />
    </Suspense>
  ) : (
    // The study's own texts are read from its public settings, through the page's one QueryClient.
    <SharedQueryClientProvider>
      <WelcomePage />
    </SharedQueryClientProvider>
  );
}

function WelcomePage() {
  const navigate = useNavigate();
  const [loading, setLoading] = useState(true);
  // The spec's texts until (and unless) the study's own arrive.
  const texts = studyTexts(useStudySettings().settings);

  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), LANDING_SPINNER_MS);
    return () => clearTimeout(timer);
  }, []);

  if (loading) {
    return (
      <div className="d-flex justify-content-center align-items-center" style={{ minHeight: '60vh' }}>
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Loading...</span>
        </Spinner>
      </div>
    );
  }

  return (
    <div>
      <section className="position-relative overflow-hidden bg-dark text-white" style={{ minHeight: '70vh' }}>
        <BackgroundVideo src={texts.background} />
        <Container className="position-relative py-5 text-center" style={{ zIndex: 1 }}>
          <h1 className="display-4 fw-bold mt-5">{texts.headline}</h1>
          <p className="lead mx-auto mt-4" style={{ maxWidth: 760 }}>
            {texts.description}
          </p>
          <div className="d-flex gap-3 justify-content-center mt-4">
            <Button size="lg" variant="primary" onClick={() => navigate(paths.signup)}>
              Get Started
            </Button>
            <Button size="lg" variant="outline-light" onClick={() => navigate(paths.login)}>
              Login
            </Button>
          </div>
        </Container>
      </section>

      <Container className="py-5">
        <Row className="justify-content-center">
          <Col lg={10}>
            <Card className="shadow-sm" aria-labelledby="about-heading">
              <Card.Body className="p-4">
                <h2 id="about-heading">About Us</h2>
                <p>{texts.about}</p>
                <p className="mb-4">{texts.howLong}</p>
                <Button variant="success" onClick={() => navigate(paths.login)}>
                  Rate Videos
                </Button>
              </Card.Body>
            </Card>
          </Col>
        </Row>
        <Row className="justify-content-center">
          <Col lg={10}>
            <FaqAccordion />
          </Col>
        </Row>
      </Container>

      <footer className="bg-dark text-white-50 text-center py-3">
        © 2024 {texts.title}. All rights reserved.
      </footer>
    </div>
  );
}
