import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { analysis, DEFAULT_PATH } from './analysis-fixture';
import { API_BASE, mockApi } from '../../../testing/mock-api';
import { renderAdmin, signInAdmin } from '../../../testing/render-admin';
import { readText } from '../utils/read-text';

// jsdom has no web streams or Response; Node's streams are the implementation browsers follow.
const { ReadableStream: NodeReadableStream } = jest.requireActual<{ ReadableStream: typeof ReadableStream }>(
  'node:stream/web',
);
const encoder = new TextEncoder();

/** A download answer whose body the test feeds chunk by chunk, to see the screen between chunks. */
function controlledDownload(status: number, headers: Record<string, string>) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new NodeReadableStream<Uint8Array>({
    start(c: ReadableStreamDefaultController<Uint8Array>) {
      controller = c;
    },
  });
  const response = {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(headers),
    body,
  } as unknown as Response;
  return {
    response,
    push: (text: string) => act(async () => controller.enqueue(encoder.encode(text))),
    end: () => act(async () => controller.close()),
  };
}

/** The screen's analysis call from mockApi; export routes answer with the given responses (and record the request). */
function mockWithDownloads(downloads: Record<string, (init: RequestInit) => Response | Promise<Response>>) {
  const apiMock = mockApi({ [`GET ${DEFAULT_PATH}`]: { body: analysis() } });
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).slice(API_BASE.length);
    const download = downloads[path];
    if (!download) return apiMock(input, init);
    if (init?.signal?.aborted) throw init.signal.reason;
    return download(init ?? {});
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

let createObjectURL: jest.Mock;
let click: jest.SpyInstance;
beforeEach(() => {
  sessionStorage.clear();
  signInAdmin();
  createObjectURL = jest.fn(() => 'blob:export');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => click.mockRestore());

async function openScreen() {
  renderAdmin('/admin/analysis');
  await screen.findByTestId('analysis-Ratings');
}

const exportsSection = () => screen.getByRole('region', { name: 'Exports' });

describe('analysis exports', () => {
  it('offers every export of the API', async () => {
    mockWithDownloads({});
    await openScreen();
    const names = within(exportsSection())
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual([
      'Raw scores CSV',
      'Raw scores XLSX',
      'Conditions CSV',
      'Conditions XLSX',
      'sureal dataset (.py)',
    ]);
  });

  it('streams the raw XLSX with the admin token, shows progress, keeps the page usable and saves the server file name', async () => {
    const download = controlledDownload(200, {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Length': '10',
      'Content-Disposition': 'attachment; filename="vvq-raw-ratings.xlsx"',
    });
    const fetchMock = mockWithDownloads({ '/admin/analysis/export/raw.xlsx': () => download.response });
    await openScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Raw scores XLSX' }));
    await download.push('PK\u0003\u0004');
    expect(await screen.findByTestId('export-progress-text')).toHaveTextContent('40% (4 B of 10 B)');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Downloading Raw scores XLSX…')).toBeInTheDocument();
    // One export at a time, but the results stay usable meanwhile.
    expect(screen.getByRole('button', { name: 'Conditions CSV' })).toBeDisabled();
    fireEvent.click(screen.getByRole('tab', { name: 'Observers' }));
    expect(await screen.findByRole('table', { name: 'Observers' })).toBeInTheDocument();

    await download.push('abcdef');
    expect(screen.getByTestId('export-progress-text')).toHaveTextContent('100% (10 B of 10 B)');
    await download.end();
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('vvq-raw-ratings.xlsx');
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    await expect(readText(blob)).resolves.toBe('PK\u0003\u0004abcdef');
    expect(await screen.findByText('Saved vvq-raw-ratings.xlsx.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/raw.xlsx')) as [
      string,
      RequestInit,
    ];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer admin-token-1');
  });

  it('shows the bytes received when the length is unknown and sends the current settings with the conditions export', async () => {
    const download = controlledDownload(200, { 'Content-Type': 'text/csv' });
    const path =
      '/admin/analysis/export/conditions.csv?dimension=overall&unit=video&screening=on&denominator=presentations';
    mockWithDownloads({ [path]: () => download.response });
    await openScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Conditions CSV' }));
    await download.push('x'.repeat(2048));
    expect(await screen.findByTestId('export-progress-text')).toHaveTextContent('2.0 KiB received');
    await download.end();
    await waitFor(() => expect(click).toHaveBeenCalled());
    // No Content-Disposition: the screen's own name for this export.
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'vvq-conditions-overall-screened.csv',
    );
  });

  it('cancels a running export without saving anything', async () => {
    const download = controlledDownload(200, { 'Content-Length': '100' });
    mockWithDownloads({ '/admin/analysis/export/raw.csv': () => download.response });
    await openScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Raw scores CSV' }));
    await download.push('12345');
    await screen.findByText('5% (5 B of 100 B)', { exact: false });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await download.push('more');
    expect(await screen.findByText('Export cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Raw scores CSV' })).toBeEnabled();
  });

  it("shows the server's error of a failed export", async () => {
    const download = controlledDownload(400, { 'Content-Type': 'application/json' });
    mockWithDownloads({
      '/admin/analysis/export/sureal.py?dimension=overall&unit=video': () => download.response,
    });
    await openScreen();
    fireEvent.click(screen.getByRole('button', { name: 'sureal dataset (.py)' }));
    await download.push(
      '{"statusCode":400,"error":"unknown query parameter \'x\'","message":"unknown query parameter \'x\'"}',
    );
    await download.end();
    expect(await screen.findByText("Export failed: unknown query parameter 'x'")).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });

  it('sends the admin to the login page on a 401', async () => {
    const download = controlledDownload(401, { 'Content-Type': 'application/json' });
    mockWithDownloads({ '/admin/analysis/export/raw.csv': () => download.response });
    await openScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Raw scores CSV' }));
    await download.push('{"statusCode":401,"error":"Unauthorized","message":"Unauthorized"}');
    await download.end();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/login'));
    expect(sessionStorage.getItem('admin_token')).toBeNull();
  });
});
