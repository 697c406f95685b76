import { BODY_LIST_TOO_LONG, BODY_TOO_DEEP, BODY_TOO_MANY_FIELDS, INPUT_LIMITS } from '../input-limits.js';
import { jsonShapeError } from '../json-shape.js';

const limits = { ...INPUT_LIMITS, depth: 3, fieldsPerObject: 3, itemsPerList: 3, values: 10 };
const keys = (n: number) => Array.from({ length: n }, (_, i) => `"k${i}":${i}`).join(',');

describe('jsonShapeError', () => {
  it('counts nested arrays and objects against the depth limit', () => {
    expect(jsonShapeError('{"a":[{"b":1}]}', limits)).toBeNull();
    expect(jsonShapeError('{"a":[{"b":[1]}]}', limits)).toBe(BODY_TOO_DEEP);
    expect(jsonShapeError('[]'.repeat(100), { ...limits, values: 1000 })).toBeNull();
  });

  it('counts the fields of each object, nested ones included', () => {
    expect(jsonShapeError(`{${keys(3)}}`, limits)).toBeNull();
    expect(jsonShapeError(`{${keys(4)}}`, limits)).toBe(BODY_TOO_MANY_FIELDS);
    expect(jsonShapeError(`{"a":{${keys(4)}}}`, limits)).toBe(BODY_TOO_MANY_FIELDS);
    // Closing an object starts the count afresh for its sibling.
    expect(jsonShapeError(`{"a":{${keys(2)}},"b":{${keys(2)}}}`, limits)).toBeNull();
  });

  it('counts the items of each list, and the values of the whole body', () => {
    expect(jsonShapeError('[1,2,3]', limits)).toBeNull();
    expect(jsonShapeError('[1,2,3,4]', limits)).toBe(BODY_LIST_TOO_LONG);
    expect(jsonShapeError('{"a":[1,[2,3,4,5]]}', limits)).toBe(BODY_LIST_TOO_LONG);
    expect(jsonShapeError(`[{${keys(3)}},{${keys(3)}},{${keys(3)}}]`, limits)).toBe(BODY_TOO_MANY_FIELDS);
  });

  it('ignores brackets, colons and commas inside strings, escaped quotes included', () => {
    expect(jsonShapeError('{"a":"[[[[{{{{:::,,,,"}', limits)).toBeNull();
    expect(jsonShapeError('{"a":"\\"[[[[,,,,","b":"]"}', limits)).toBeNull();
    expect(jsonShapeError('{"a":"\\\\","b":[[[1]]]}', limits)).toBe(BODY_TOO_DEEP);
    expect(jsonShapeError('"a:b,c:d,e:f,g:h"', limits)).toBeNull();
    // Three backslashes: an escaped backslash, then an escaped quote; the string goes on to the last quote.
    expect(jsonShapeError('{"a":"\\\\\\"[[[[","b":1}', limits)).toBeNull();
    expect(jsonShapeError('{"a":"\\\\\\"","b":[[[1]]]}', limits)).toBe(BODY_TOO_DEEP);
    // A long string value (a pose log in a rating) is skipped whole; an unterminated one is left to JSON.parse.
    expect(jsonShapeError(`{"a":"${'A+/='.repeat(5000)}","b":[[[1]]]}`, limits)).toBe(BODY_TOO_DEEP);
    expect(jsonShapeError('{"a":"[[[[[', limits)).toBeNull();
  });

  it('lets every DTO of the API through: the largest has 15 fields and no lists', () => {
    expect(INPUT_LIMITS.fieldsPerObject).toBeGreaterThanOrEqual(15 * 4);
    expect(jsonShapeError(`{${keys(15)}}`, INPUT_LIMITS)).toBeNull();
  });
});
