import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'util';

// react-router 7 expects the encoders jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });
