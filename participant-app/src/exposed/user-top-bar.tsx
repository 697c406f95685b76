import { UserTopBar } from '../features/top-bar';

/** Loaded by the shell on every non-/admin path; reads the shell's router and runtime config. */
export default UserTopBar;
