import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { analysis, DEFAULT_PATH, stats, withMle } from './analysis-fixture';
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
    const cells = within(within(table).getAllByRole('row')[1])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 8)).toEqual([
      'compression',
      'longdress · texture · QP 30',
      '2',
      '2⚠',
      '2',
      '3.500',
      '0.707',
      '2.520 – 4.480',
    ]);
    expect(screen.getByText('1 condition(s) with fewer than 15 valid observers')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Videos' }));
    const videoRow = within(await screen.findByRole('table', { name: 'Video statistics' })).getAllByRole(
      'row',
    )[1];
    expect(
      within(videoRow)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(5, 9),
    ).toEqual(['1', '4.000', '—', '—']);
  });

  it('shows the maximum-likelihood quality with its interval per condition, per video and per observer', async () => {
    mockApi({ [`GET ${DEFAULT_PATH}`]: { body: withMle(analysis()) } });
    renderAdmin('/admin/analysis');
    const note = await screen.findByTestId('mle-fit-note');
    expect(note).toHaveTextContent('per video converged in 17 iterations');
    expect(note).toHaveTextContent('per compression condition converged in 12 iterations');
    const conditions = screen.getByRole('table', { name: 'Conditions' });
    const headers = within(conditions)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    const at = headers.indexOf('MLE quality');
    expect(headers[at + 1]).toBe('MLE 95% CI');
    const conditionCells = within(within(conditions).getAllByRole('row')[1]).getAllByRole('cell');
    // Not identified → dashes, never 0.
    expect([conditionCells[at].textContent, conditionCells[at + 1].textContent]).toEqual(['3.456', '—']);
    fireEvent.click(screen.getByRole('tab', { name: 'Videos' }));
    const videos = await screen.findByRole('table', { name: 'Video statistics' });
    const videoHeaders = within(videos)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    const videoCells = within(within(videos).getAllByRole('row')[1]).getAllByRole('cell');
    const v = videoHeaders.indexOf('MLE quality');
    expect([videoCells[v].textContent, videoCells[v + 1].textContent]).toEqual(['3.912', '3.100 – 4.724']);
    fireEvent.click(screen.getByRole('tab', { name: 'Observers' }));
    const observers = await screen.findByRole('table', { name: 'Observers' });
    expect(within(observers).getByText('-0.125 (-0.500 – 0.250)')).toBeInTheDocument();
    expect(within(observers).getByText('0.500 (0.300 – 1.200)')).toBeInTheDocument();
  });

  it('says so when the model did not converge, and shows no MLE columns in an answer without the model', async () => {
    mockApi({ [`GET ${DEFAULT_PATH}`]: { body: withMle(analysis(), false) } });
    const { unmount } = renderAdmin('/admin/analysis');
    expect(await screen.findByTestId('mle-fit-note')).toHaveTextContent(
      'per video did NOT converge (stopped after 2000 iterations)',
    );
    unmount();
    mockApi({ [`GET ${DEFAULT_PATH}`]: { body: analysis() } });
    renderAdmin('/admin/analysis');
    await screen.findByTestId('analysis-Ratings');
    expect(screen.queryByTestId('mle-fit-note')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'MLE quality' })).toBeNull();
  });

  it('asks for the chosen subjective model', async () => {
    const path = DEFAULT_PATH.replace('model=mle', 'model=ordinal');
    const fetchMock = mockApi({
      [`GET ${DEFAULT_PATH}`]: { body: analysis() },
      [`GET ${path}`]: { body: analysis({ totals: { ratings: 77, observers: 1, videos: 1 } }) },
    });
    renderAdmin('/admin/analysis');
    await screen.findByTestId('analysis-Ratings');
    expect(screen.getByLabelText('Subjective model')).toHaveValue('mle');
    fireEvent.change(screen.getByLabelText('Subjective model'), { target: { value: 'ordinal' } });
    await waitFor(() => expect(screen.getByTestId('analysis-Ratings')).toHaveTextContent('77'));
    expect(callsTo(fetchMock, 'GET', path)).toHaveLength(1);
  });

  it('asks again with the chosen settings', async () => {
    const path = `/admin/analysis?dimension=depth&unit=video&screening=off&denominator=presentations&model=mle`;
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

  it('includes the participants stopped by live gating only when asked', async () => {
    const path = DEFAULT_PATH.replace('&model=mle', '&flagged=include&model=mle');
    const fetchMock = mockApi({
      [`GET ${DEFAULT_PATH}`]: { body: analysis() },
      [`GET ${path}`]: { body: analysis({ totals: { ratings: 77, observers: 1, videos: 1 } }) },
    });
    renderAdmin('/admin/analysis');
    await screen.findByTestId('analysis-Ratings');
    fireEvent.click(screen.getByLabelText('Include participants stopped by live gating'));
    await waitFor(() => expect(screen.getByTestId('analysis-Ratings')).toHaveTextContent('77'));
    expect(callsTo(fetchMock, 'GET', path)).toHaveLength(1);
  });

  it('uploads a CSV as JSON and shows the parser errors of a bad file', async () => {
    const uploadPath = '/admin/analysis/upload?screening=on&denominator=presentations&model=mle';
    const fetchMock = mockApi({
      [`GET ${DEFAULT_PATH}`]: { body: analysis() },
      [`POST ${uploadPath}`]: {
        status: 400,
        body: {
          statusCode: 400,
          error: "line 7: score 'x' is not a number",
          message: "line 7: score 'x' is not a number",
        },
      },
    });
    renderAdmin('/admin/analysis');
    await screen.findByTestId('analysis-Ratings');
    const file = new File(['observer,presentation,score\na,b,x\n'], 'scores.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText(/Analyse a CSV instead/), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Analyse uploaded CSV' }));
    expect(await screen.findByText("line 7: score 'x' is not a number")).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', uploadPath)[0].body).toEqual({
      csv: 'observer,presentation,score\na,b,x\n',
    });
  });

  it('shows the server error of a failed analysis', async () => {
    mockApi({ [`GET ${DEFAULT_PATH}`]: { status: 500, text: '' } });
    renderAdmin('/admin/analysis');
    expect(await screen.findByText('Failed to run the analysis.')).toBeInTheDocument();
  });
});

describe('analysis screen against the issue', () => {
  const rejected = {
    observer: 'Pbad',
    scores: 4,
    p: 3,
    q: 1,
    denominator: 4,
    ratio: 1,
    asymmetry: 0.5,
    rejected: true,
  };
  const kept = {
    observer: 'Pabc',
    scores: 4,
    p: 0,
    q: 0,
    denominator: 4,
    ratio: 0,
    asymmetry: null,
    rejected: false,
  };
  const screenedResult = () => {
    const base = analysis();
    return analysis({
      screening: {
        ...base.screening,
        rejected: [rejected],
        observers: [kept, rejected],
        not_screenable: [
          {
            presentation: '11',
            n: 1,
            mean: 4,
            s: 0,
            beta2: null,
            k: null,
            status: 'too_few_ratings' as const,
          },
        ],
        per_presentation: [
          {
            presentation: '11',
            n: 1,
            mean: 4,
            s: 0,
            beta2: null,
            k: null,
            status: 'too_few_ratings' as const,
          },
        ],
      },
      observers: [
        { observer: 'Pabc', user_id: 5, n: 4, bias: 0.25, inconsistency: null, rejected: false },
        { observer: 'Pbad', user_id: 6, n: 4, bias: -1.5, inconsistency: 0.75, rejected: true },
      ],
      conditions: [{ ...base.conditions[0], valid_observers: 1, screened: stats(1, 4, null, null, null) }],
    });
  };

  it('lists rejected observers with P, Q and ratio, and shows bias and inconsistency beside each observer', async () => {
    mockApi({ [`GET ${DEFAULT_PATH}`]: { body: screenedResult() } });
    renderAdmin('/admin/analysis');
    const table = await screen.findByRole('table', { name: 'Rejected observers' });
    const row = within(table).getAllByRole('row')[1];
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Pbad', '3', '1', '4', '1.000', '0.500']);
    fireEvent.click(screen.getByRole('tab', { name: 'Observers' }));
    const observers = await screen.findByRole('table', { name: 'Observers' });
    const bad = within(observers)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('Pbad')) as HTMLElement;
    const cells = within(bad)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(8)).toEqual(['-1.500', '0.750', 'rejected']);
  });

  it('pages through the observers of a large analysis, summary counts staying whole', async () => {
    const observer = (i: number) => ({
      observer: `P${i}`,
      user_id: i,
      n: 4,
      bias: 0,
      inconsistency: null,
      rejected: false,
    });
    const page = (offset: number) =>
      analysis({
        totals: { ratings: 12_000, observers: 3000, videos: 4 },
        observers: [observer(offset), observer(offset + 1)],
        observer_page: { offset, limit: 1000, total: 3000 },
      });
    const fetchMock = mockApi({
      [`GET ${DEFAULT_PATH}`]: { body: page(0) },
      [`GET ${DEFAULT_PATH}&observer_offset=1000`]: { body: page(1000) },
    });
    renderAdmin('/admin/analysis');
    fireEvent.click(await screen.findByRole('tab', { name: 'Observers' }));
    expect(await screen.findByText('Observers 1–2 of 3000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous observers' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next observers' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', `${DEFAULT_PATH}&observer_offset=1000`)).toHaveLength(1),
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Observers' }));
    expect(await screen.findByText('Observers 1001–1002 of 3000')).toBeInTheDocument();
    expect(screen.getByTestId('analysis-Observers')).toHaveTextContent('3000');
  });

  it('says when screening rejected nobody', async () => {
    mockApi({ [`GET ${DEFAULT_PATH}`]: { body: analysis() } });
    renderAdmin('/admin/analysis');
    expect(await screen.findByText('No observer was rejected by the BT.500 screening.')).toBeInTheDocument();
  });

  it('lists and flags presentations with too few ratings to screen', async () => {
    mockApi({ [`GET ${DEFAULT_PATH}`]: { body: screenedResult() } });
    renderAdmin('/admin/analysis');
    fireEvent.click(
      await screen.findByText('1 presentation(s) not screened (too few ratings or all scores equal)'),
    );
    const list = await screen.findByRole('table', { name: 'Presentations not screened' });
    expect(
      within(within(list).getAllByRole('row')[1])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['video 11 (longdress · front · texture · QP 30)', '1', 'too few ratings to screen']);
    fireEvent.click(screen.getByRole('tab', { name: 'Videos' }));
    const videos = await screen.findByRole('table', { name: 'Video statistics' });
    expect(within(videos).getByRole('columnheader', { name: 'Screening' })).toBeInTheDocument();
    expect(
      within(within(videos).getAllByRole('row')[1]).getByText('too few ratings to screen'),
    ).toBeInTheDocument();
  });

  it('lets the experimenter choose results with or without rejected observers', async () => {
    mockApi({ [`GET ${DEFAULT_PATH}`]: { body: screenedResult() } });
    renderAdmin('/admin/analysis');
    const table = await screen.findByRole('table', { name: 'Conditions' });
    const headers = () =>
      within(screen.getByRole('table', { name: 'Conditions' }))
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
    expect(headers()).toEqual(expect.arrayContaining(['All MOS', 'Screened MOS']));
    expect(table).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Without rejected observers'));
    expect(headers()).toContain('Screened MOS');
    expect(headers()).not.toContain('All MOS');
    fireEvent.click(screen.getByLabelText('With rejected observers'));
    expect(headers()).toContain('All MOS');
    expect(headers()).not.toContain('Screened MOS');
    // The condition below 15 valid observers is marked in the table and warned about above it.
    expect(screen.getByTitle('fewer than 15 valid observers')).toBeInTheDocument();
    expect(screen.getByText('1 condition(s) with fewer than 15 valid observers')).toBeInTheDocument();
  });

  it('shows every line-numbered problem of a bad upload', async () => {
    const uploadPath = '/admin/analysis/upload?screening=on&denominator=presentations&model=mle';
    const problems = ["line 3: score 'x' is not a number", 'line 5: expected 3 fields, found 2'];
    mockApi({
      [`GET ${DEFAULT_PATH}`]: { body: analysis() },
      [`POST ${uploadPath}`]: {
        status: 400,
        body: { statusCode: 400, error: problems[0], message: problems },
      },
    });
    renderAdmin('/admin/analysis');
    await screen.findByTestId('analysis-Ratings');
    const file = new File(['observer,presentation,score\na,b,c\n'], 'scores.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText(/Analyse a CSV instead/), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Analyse uploaded CSV' }));
    const alert = await screen.findByText(/line 3: score 'x' is not a number/);
    expect(alert.textContent).toBe(problems.join('\n'));
  });
});

describe('analysisQueryString', () => {
  it('sends only the parameters a route accepts', () => {
    expect(analysisQueryString(DEFAULT_ANALYSIS_SETTINGS, ['dimension', 'unit'])).toBe(
      '?dimension=overall&unit=video',
    );
    expect(analysisQueryString(DEFAULT_ANALYSIS_SETTINGS, [])).toBe('');
    // Flagged participants (live rater gating): left out by default without a word, included on request.
    expect(analysisQueryString(DEFAULT_ANALYSIS_SETTINGS)).not.toContain('flagged');
    expect(
      analysisQueryString({ ...DEFAULT_ANALYSIS_SETTINGS, includeFlagged: true }, ['dimension', 'flagged']),
    ).toBe('?dimension=overall&flagged=include');
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
