import { useCallback, useRef, useState } from 'react';
import { Button, Container, Nav, Navbar } from 'react-bootstrap';
import { Link, useLocation } from 'react-router-dom';
import { useRuntimeConfig } from '@vvq/ui';
import { paths } from '../../../config/paths';
import { getUserId, getUserName } from '../../../lib/session-storage';
import { useLogout } from '../../logout';
import { useT } from '../../../i18n';
import { useCloseOnOutsideClick } from '../hooks/use-close-on-outside-click';
import { LanguageSwitcher } from '../../language';

/** The participant top bar (spec section 2, "Layout"). */
export function UserTopBar() {
  const { providedBy } = useRuntimeConfig();
  // Re-rendered on every navigation, so the logged-in state read below follows login and logout.
  useLocation();
  const logout = useLogout();
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const barRef = useRef<HTMLElement>(null);
  const close = useCallback(() => setExpanded(false), []);
  useCloseOnOutsideClick(barRef, expanded, close);

  // Spec section 4: the logged-in state depends only on the id in session storage.
  const loggedIn = Boolean(getUserId());
  const userName = (getUserName() ?? '').toUpperCase();

  return (
    <Navbar
      ref={barRef}
      bg="dark"
      variant="dark"
      expand="lg"
      expanded={expanded}
      onToggle={setExpanded}
      data-runtime-config={providedBy}
      data-testid="user-top-bar"
    >
      <Container>
        <Navbar.Brand as={Link} to={paths.landing} onClick={close}>
          {t('topBar.brand')}
        </Navbar.Brand>
        <Navbar.Toggle
          aria-controls="user-top-bar-nav"
          aria-expanded={expanded}
          aria-label={t('topBar.toggle')}
        />
        <Navbar.Collapse id="user-top-bar-nav">
          <Nav className="ms-auto align-items-lg-center">
            <LanguageSwitcher />
            {loggedIn ? (
              <>
                <Navbar.Text className="me-lg-3">{t('topBar.welcome', { name: userName })}</Navbar.Text>
                <Nav.Link as={Link} to={paths.dashboard} onClick={close}>
                  {t('topBar.dashboard')}
                </Nav.Link>
                <Button
                  variant="outline-light"
                  size="sm"
                  className="ms-lg-2 align-self-start align-self-lg-center"
                  onClick={() => {
                    close();
                    logout();
                  }}
                >
                  {t('topBar.logout')}
                </Button>
              </>
            ) : (
              <>
                <Nav.Link as={Link} to={paths.login} onClick={close}>
                  {t('common.login')}
                </Nav.Link>
                <Nav.Link as={Link} to={paths.contact} onClick={close}>
                  {t('topBar.contact')}
                </Nav.Link>
              </>
            )}
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
