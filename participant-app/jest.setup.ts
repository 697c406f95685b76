import { TextDecoder, TextEncoder } from 'util';
import '@testing-library/jest-dom';

// react-router 7 needs these globals, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });
