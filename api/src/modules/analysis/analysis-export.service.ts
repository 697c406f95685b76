import { Injectable } from '@nestjs/common';
import { csvLine, type CellValue } from '@vvq/contracts';
import { AnalysisDataRepository, type RawRatingRow } from './analysis-data.repository.js';
import { AnalysisService } from './analysis.service.js';
import { StudySettingsService } from '../study/index.js';
import type { ResolvedAnalysisQuery } from './dto/analysis-query.dto.js';
import { CONDITION_TABLE_COLUMNS, conditionTableColumns } from '@vvq/subjective';
import { type RawColumn, rawExportColumns, rawExportRow } from './export/raw-export-columns.js';
import { buildWorkbook } from './export/xlsx-workbook.js';
import { PAIR_SCALE_COLUMNS, pairScaleRows } from './export/pair-scale-table.js';
import { MethodAnalysisService } from './method-analysis.service.js';
import { VideoReferencesService } from '../videos/index.js';

const CONDITION_DICTIONARY: Record<NonNullable<(typeof CONDITION_TABLE_COLUMNS)[number]>, string> = {
  kind: 'compression = content × compression_type × qp; view = content × view.',
  content: 'Source content.',
  compression_type: 'Compression of the condition (empty for view conditions).',
  qp: 'Quantisation parameter(s) of the condition (empty for view conditions).',
  view: 'View of the condition (empty for compression conditions).',
  attribute:
    'With group_by=attribute:<name>: the attribute named (rows of kind attribute, one per value, over every content).',
  attribute_value: 'The value of the attribute in this condition (empty: stimuli without the attribute).',
  dimension: 'Rating dimension analysed.',
  screened: 'yes = computed without the observers rejected by BT.500 screening; no = all observers.',
  n: 'Number of ratings N.',
  observers: 'Distinct observers in the condition (valid ones only when screened).',
  mos: 'Mean opinion score.',
  sd: 'Sample standard deviation (N−1); empty when N < 2.',
  ci95_low: 'MOS − 1.95996·SD/√N; empty when N < 2.',
  ci95_high: 'MOS + 1.95996·SD/√N; empty when N < 2.',
  mle_quality:
    'Quality from the maximum-likelihood subjective model (ITU-T P.910 Annex E: score = quality + observer bias + noise × observer inconsistency), fitted on all observers over the conditions of this kind; see docs/experimenter/analysis.md.',
  mle_ci95_low: 'Lower end of the 95 % interval of mle_quality; empty when the quality is not identified.',
  mle_ci95_high: 'Upper end of the 95 % interval of mle_quality; empty when the quality is not identified.',
  below_min_observers: 'yes = fewer than 15 valid observers (BT.500 minimum for a formal study).',
  screening_note:
    'Why screening could not judge (part of) the condition: too few ratings (fewer than 5) or all scores equal; empty when it could.',
};

/**
 * The study's test method closes every row, as in the raw export and the pair-comparison table: a file read on its
 * own says whether its scores are ACR, ACR-HR or DCR ones. Last, so the columns before it keep their places.
 */
const METHOD_COLUMN = {
  name: 'method',
  meaning:
    'The study’s test method, the same on every row: acr, acr-hr (ACR with hidden reference: mos is the plain MOS, the DMOS is on the Analysis screen) or dcr (scores on the impairment scale, 5 = imperceptible).',
} as const;

/** Raw and per-condition exports: CSV streamed page by page, XLSX with a data dictionary. */
@Injectable()
export class AnalysisExportService {
  constructor(
    private readonly data: AnalysisDataRepository,
    private readonly analysis: AnalysisService,
    private readonly settings: StudySettingsService,
    private readonly methods: MethodAnalysisService,
    private readonly videos: VideoReferencesService,
  ) {}

  /** The user id and the panel id leave the server only as pseudonyms. */
  private rawCells(row: RawRatingRow, method: string, columns: readonly RawColumn[]): CellValue[] {
    const { panel_participant_id: panelId, ...rest } = row;
    return rawExportRow(
      { ...rest, method, panel_participant: this.analysis.panelParticipantId(row.panel, panelId) },
      this.analysis.observerId(Number(row.user_id)),
      columns,
    );
  }

  /** A study without viewing paths exports exactly the 2D columns; with them, the exploration figures follow. */
  private async rawColumns(): Promise<readonly RawColumn[]> {
    return rawExportColumns(await this.data.hasViewingPaths());
  }

  async *rawCsv(): AsyncGenerator<string> {
    const columns = await this.rawColumns();
    yield csvLine(columns.map((c) => c.name));
    const { method } = await this.settings.current();
    for await (const page of this.data.rawPages()) {
      yield page.map((row) => csvLine(this.rawCells(row, method, columns))).join('');
    }
  }

  async rawXlsx(): Promise<Buffer> {
    const columns = await this.rawColumns();
    const rows: CellValue[][] = [];
    const { method } = await this.settings.current();
    for await (const page of this.data.rawPages()) {
      for (const row of page) rows.push(this.rawCells(row, method, columns));
    }
    return buildWorkbook([
      { name: 'Ratings', header: columns.map((c) => c.name), rows },
      {
        name: 'Data dictionary',
        header: ['column', 'meaning'],
        rows: columns.map((c) => [c.name, c.meaning]),
      },
    ]);
  }

  private async conditionCells(q: ResolvedAnalysisQuery): Promise<CellValue[][]> {
    const [rows, { method }] = await Promise.all([this.analysis.conditionTable(q), this.settings.current()]);
    // The attribute's columns are absent (an empty cell) on the compression and view rows.
    const columns = conditionTableColumns(q.groupBy !== null);
    return rows.map((r) => [...columns.map((c) => (c in r ? (r[c] as CellValue) : '')), method]);
  }

  private conditionHeader(q: ResolvedAnalysisQuery): string[] {
    return [...conditionTableColumns(q.groupBy !== null), METHOD_COLUMN.name];
  }

  /**
   * Under pair comparison the per-condition table is the scale per stimulus (export/pair-scale-table.ts): its
   * judgements hold no MOS. The query's dimension, screening and flagged apply; other options do not.
   */
  private async pairScaleCells(q: ResolvedAnalysisQuery): Promise<CellValue[][] | null> {
    if ((await this.settings.current()).method !== 'pc') return null;
    const options = { screening: q.screening, includeFlagged: q.includeFlagged };
    const [bt, thurstone, videos] = await Promise.all([
      this.methods.livePairComparison('bt', options),
      this.methods.livePairComparison('thurstone', options),
      this.videos.activeVideos(),
    ]);
    return pairScaleRows(q.dimension, bt, thurstone, videos);
  }

  async conditionsCsv(q: ResolvedAnalysisQuery): Promise<string> {
    const pairs = await this.pairScaleCells(q);
    if (pairs) return [PAIR_SCALE_COLUMNS.map((c) => c.name), ...pairs].map((r) => csvLine(r)).join('');
    const cells = await this.conditionCells(q);
    return [this.conditionHeader(q), ...cells].map((r) => csvLine(r)).join('');
  }

  async conditionsXlsx(q: ResolvedAnalysisQuery): Promise<Buffer> {
    const pairs = await this.pairScaleCells(q);
    if (pairs)
      return buildWorkbook([
        { name: 'Pair comparison scale', header: PAIR_SCALE_COLUMNS.map((c) => c.name), rows: pairs },
        {
          name: 'Data dictionary',
          header: ['column', 'meaning'],
          rows: PAIR_SCALE_COLUMNS.map((c) => [c.name, c.meaning]),
        },
      ]);
    const columns = conditionTableColumns(q.groupBy !== null);
    return buildWorkbook([
      { name: 'Conditions', header: this.conditionHeader(q), rows: await this.conditionCells(q) },
      {
        name: 'Data dictionary',
        header: ['column', 'meaning'],
        rows: [
          ...columns.map((c) => [c, CONDITION_DICTIONARY[c]]),
          [METHOD_COLUMN.name, METHOD_COLUMN.meaning],
        ],
      },
    ]);
  }
}
