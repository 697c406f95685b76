import { jsonDepthExceeds } from '../json-depth.js';

describe('jsonDepthExceeds', () => {
  it('counts nested arrays and objects against the limit', () => {
    expect(jsonDepthExceeds('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(jsonDepthExceeds('[]'.repeat(100), 1)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthExceeds('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(jsonDepthExceeds('{"a":"\\"[[[[","b":"]"}', 1)).toBe(false);
    expect(jsonDepthExceeds('{"a":"\\\\","b":[[1]]}', 2)).toBe(true);
  });
});
