/**
 * What the three apps share as `react-router-dom` (federation `shared`, one singleton in the page). The federation
 * plugin exposes a shared package whole — every export of react-router 7, including its server, RSC and data-router
 * code (197 KB raw, 62 KB gzip on the landing page) — because it cannot know which names the remotes will import.
 * Sharing this file instead gives the page only the names the apps use. `immutable-assets`' sibling test
 * (`__tests__/react-router-shared.test.ts`) fails when an app imports a name that is missing here.
 * It imports from `react-router` (which react-router-dom 7 re-exports), so the federation plugin does not rewrite
 * this file's own import into the shared module it defines.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useSearchParams,
} from 'react-router';
