import { pairsOfContents } from '../pair-sessions.service.js';

describe('pairsOfContents', () => {
  it('pairs every two videos of one content, lower id first, never across contents', () => {
    const pairs = pairsOfContents([
      { id: 7, content: 'a' },
      { id: 2, content: 'b' },
      { id: 3, content: 'a' },
      { id: 5, content: 'a' },
      { id: 9, content: 'b' },
      { id: 4, content: 'c' },
    ]);
    expect(pairs).toEqual([
      [3, 5],
      [3, 7],
      [5, 7],
      [2, 9],
    ]);
  });

  it('has n(n−1)/2 pairs for a content of n videos', () => {
    const videos = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, content: 'x' }));
    expect(pairsOfContents(videos)).toHaveLength(45);
  });
});
