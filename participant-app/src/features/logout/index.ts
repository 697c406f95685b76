// What the rest of the participant app may use of logging out (other features import only this file).
export { useLogout } from './hooks/use-logout';
