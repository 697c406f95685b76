import { Suspense, useEffect, useMemo, useState } from 'react';
import { Button, Card, Col, Container, Row, Spinner } from 'react-bootstrap';
import { useLocation, useNavigate } from 'react-router-dom';
import { BackgroundVideo } from '../../../components/background-video';
import { paths } from '../../../config/paths';
import { LANDING_SPINNER_MS } from '../../../config/timings';
import { PageSpinner } from '@vvq/ui';
import { LazyPanelEntryPage, panelEntryFromSearch } from '../../panel';
import { useLanguage, useT } from '../../../i18n';
import { studyTexts, usePublicStudySettings } from '../../study-texts';
import { countPhrase } from '../utils/count-phrase';
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
    // The study's own texts are read from its public settings with a plain request: a plain visitor's first page
    // downloads no TanStack Query (the pages after it share the answer, see features/study-texts).
    <WelcomePage />
  );
}

function WelcomePage() {
  const navigate = useNavigate();
  const t = useT();
  const [loading, setLoading] = useState(true);
  // The spec's texts until (and unless) the study's own arrive.
  const texts = studyTexts(usePublicStudySettings());
  const language = useLanguage();
  const phrase = countPhrase(t, language, texts.videos, texts.pairs);
  const howLong = texts.pairs
    ? t('landing.aboutRatingPairs', { pairs: phrase })
    : !texts.own.count
      ? t('landing.aboutRating')
      : language === 'en'
        ? texts.howLong
        : t('landing.aboutRatingCount', { videos: phrase });
  // The spec's FAQ answer on rating, unless it fits the study as it stands (four videos rated).
  const ratingAnswer = texts.pairs
    ? t('faq.rating.answerPairs', { pairs: phrase })
    : texts.own.count
      ? t('faq.rating.answerCount', { videos: phrase })
      : null;

  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), LANDING_SPINNER_MS);
    return () => clearTimeout(timer);
  }, []);

  if (loading) {
    return (
      <div className="d-flex justify-content-center align-items-center" style={{ minHeight: '60vh' }}>
        <Spinner animation="border" role="status">
          <span className="visually-hidden">{t('common.loading')}</span>
        </Spinner>
      </div>
    );
  }

  return (
    <div>
      <section className="position-relative overflow-hidden bg-dark text-white" style={{ minHeight: '70vh' }}>
        <BackgroundVideo src={texts.background} />
        <Container className="position-relative py-5 text-center" style={{ zIndex: 1 }}>
          <h1 className="display-4 fw-bold mt-5">
            {texts.own.headline
              ? texts.headline
              : texts.own.title
                ? t('landing.titleOwn', { title: texts.title })
                : t('landing.title')}
          </h1>
          <p className="lead mx-auto mt-4" style={{ maxWidth: 760 }}>
            {texts.own.description ? texts.description : t('landing.lead')}
          </p>
          <div className="d-flex gap-3 justify-content-center mt-4">
            <Button size="lg" variant="primary" onClick={() => navigate(paths.signup)}>
              {t('landing.getStarted')}
            </Button>
            <Button size="lg" variant="outline-light" onClick={() => navigate(paths.login)}>
              {t('common.login')}
            </Button>
          </div>
        </Container>
      </section>

      <Container className="py-5">
        <Row className="justify-content-center">
          <Col lg={10}>
            <Card className="shadow-sm" aria-labelledby="about-heading">
              <Card.Body className="p-4">
                <h2 id="about-heading">{t('landing.aboutTitle')}</h2>
                <p>{texts.own.about ? texts.about : t('landing.about')}</p>
                <p className="mb-4">{howLong}</p>
                <Button variant="success" onClick={() => navigate(paths.login)}>
                  {t('landing.rateVideos')}
                </Button>
              </Card.Body>
            </Card>
          </Col>
        </Row>
        <Row className="justify-content-center">
          <Col lg={10}>
            <FaqAccordion entries={texts.faq} ratingAnswer={ratingAnswer} />
          </Col>
        </Row>
      </Container>

      <footer className="bg-dark text-white-50 text-center py-3">
        {texts.own.title ? t('landing.footerOwn', { title: texts.title }) : t('landing.footer')}
      </footer>
    </div>
  );
}
