import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { analysis, DEFAULT_PATH } from './analysis-fixture';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderAdmin, signInAdmin } from '../../../testing/render-admin';
import { analysisQueryString, DEFAULT_ANALYSIS_SETTINGS } from '../utils/analysis-query';
import { formatInterval, formatStat } from '../utils/format-stat';

beforeEach(() => {
  sessionStorage.clear();
  signInAdmin();
});

describe('analysis screen', () => {
  it('runs the default analysis and shows totals, conditions and not-available statistics as dashes', async () => {
    const fetchMock = mockApi({ [`GET ${DEFAULT_PATH}`]: { body: analysis() } });
    renderAdmin('/admin/analysis');
    expect(await screen.findByTestId('analysis-Ratings')).toHaveTextContent('8');
    expect(callsTo(fetchMock, 'GET', DEFAULT_PATH)).toHaveLength(1);
    const table = screen.getByRole('table', { name: 'Conditions' });
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 8)).toEqual(['compression', 'longdress · texture · QP 30', '2', '2', '2', '3.500', '0.707', '2.520 – 4.480']);
    expect(screen.getByText('1 condition(s) with fewer than 15 valid observers')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Videos' }));
    const videoRow = within(await screen.findByRole('table', { name: 'Video statistics' })).getAllByRole('row')[1];
    expect(within(videoRow).getAllByRole('cell').map((c) => c.textContent).slice(5, 9)).toEqual(['1', '4.000', '—', '—']);
  });

  it('asks again with the chosen settings', async () => {
    const path = `/admin/analysis?dimension=depth&unit=video&screening=off&denominator=presentations`;
    const fetchMock = mockApi({
      [`GET ${DEFAULT_PATH}`]: { body: analysis() },
      [`GET ${path}`]: { body: analysis({ totals: { ratings: 99, observers: 1, videos: 1 } }) },
    });
    renderAdmin('/admin/analysis');
    await screen.findByTestId('analysis-Ratings');
    fireEvent.change(screen.getByLabelText('Dimension'), { target: { value: 'depth' } });
    fireEvent.click(screen.getByLabelText('BT.500 observer screening'));
    await waitFor(() => expect(screen.getByTestId('analysis-Ratings')).toHaveTextContent('99'));
    expect(callsTo(fetchMock, 'GET', path)).toHaveLength(1);
  });

  it('uploads a CSV as JSON and shows the parser errors of a bad file', async () => {
    const uploadPath = '/admin/analysis/upload?screening=on&denominator=presentations';
    const fetchMock = mockApi({
      [`GET ${DEFAULT_PATH}`]: { body: analysis() },
      [`POST ${uploadPath}`]: { status: 400, body: { statusCode: 400, error: "line 7: score 'x' is not a number", message: "line 7: score 'x' is not a number" } },
    });
    renderAdmin('/admin/analysis');
    await screen.findByTestId('analysis-Ratings');
    const file = new File(['observer,presentation,score\na,b,x\n'], 'scores.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText(/Analyse a CSV instead/), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Analyse uploaded CSV' }));
    expect(await screen.findByText("line 7: score 'x' is not a number")).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', uploadPath)[0].body).toEqual({ csv: 'observer,presentation,score\na,b,x\n' });
  });

  it('shows the server error of a failed analysis', async () => {
    mockApi({ [`GET ${DEFAULT_PATH}`]: { status: 500, text: '' } });
    renderAdmin('/admin/analysis');
    expect(await screen.findByText('Failed to run the analysis.')).toBeInTheDocument();
  });
});

describe('analysisQueryString', () => {
  it('sends only the parameters a route accepts', () => {
    expect(analysisQueryString(DEFAULT_ANALYSIS_SETTINGS, ['dimension', 'unit'])).toBe('?dimension=overall&unit=video');
    expect(analysisQueryString(DEFAULT_ANALYSIS_SETTINGS, [])).toBe('');
  });
});

describe('formatting', () => {
  it('never turns a missing statistic into 0', () => {
    expect(formatStat(null)).toBe('—');
    expect(formatStat(0)).toBe('0.000');
    expect(formatInterval(1, null)).toBe('—');
    expect(formatInterval(1, 2)).toBe('1.000 – 2.000');
  });
});
