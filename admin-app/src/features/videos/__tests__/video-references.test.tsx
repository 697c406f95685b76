import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminVideoRow } from '@vvq/contracts';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderAdmin, signInAdmin } from '../../../testing/render-admin';

function video(id: number, content: string): AdminVideoRow {
  return {
    video_id: id,
    content,
    view: 'front',
    compression_type: 'geometry',
    qp: '52',
    ratings_count: 0,
    avg_clarity: null,
    avg_interaction: null,
    avg_depth: null,
    avg_overall: null,
    video_url: null,
  };
}

beforeEach(() => {
  sessionStorage.clear();
  signInAdmin();
});

describe('reference marks in the videos list', () => {
  it('shows each video’s mark, sets one and shows the server’s refusal of a second', async () => {
    const fetchMock = mockApi({
      'GET /admin/videos': { body: [video(1, 'longdress'), video(2, 'longdress'), video(3, 'soldier')] },
      'GET /admin/videos/references': { body: { ids: [1] } },
      'PUT /admin/videos/3/reference': {
        body: { id: 3, content: 'soldier', label: 's', is_reference: true },
      },
      'PUT /admin/videos/2/reference': {
        status: 409,
        body: {
          statusCode: 409,
          message: "Content 'longdress' already has a reference: 'l' (id 1); unmark it first",
        },
      },
    });
    renderAdmin('/admin/videos');
    const table = await screen.findByRole('table', { name: 'Videos' });
    await within(table).findByRole('columnheader', { name: 'Reference' });
    const box = (id: number, content: string) =>
      within(table).getByRole('checkbox', { name: `Reference of content ${content} (video ${id})` });
    expect(box(1, 'longdress')).toBeChecked();
    expect(box(3, 'soldier')).not.toBeChecked();

    fireEvent.click(box(3, 'soldier'));
    await waitFor(() => expect(box(3, 'soldier')).toBeChecked());
    expect(callsTo(fetchMock, 'PUT', '/admin/videos/3/reference')[0].body).toEqual({ is_reference: true });

    fireEvent.click(box(2, 'longdress'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Content 'longdress' already has a reference: 'l' (id 1); unmark it first",
    );
    expect(box(2, 'longdress')).not.toBeChecked();
  });
});
