// The participant's top bar, which the shell mounts through exposed/user-top-bar.tsx.
export { UserTopBar } from './components/user-top-bar';
