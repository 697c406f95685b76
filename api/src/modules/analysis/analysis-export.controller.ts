import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { AnalysisRoutes } from '@vvq/contracts';
import { Readable } from 'node:stream';
import { AnalysisExportService } from './analysis-export.service.js';
import { AnalysisService } from './analysis.service.js';
import { AnalysisQueryDto, resolveQuery, type ResolvedAnalysisQuery } from './dto/analysis-query.dto.js';
import { AdminAccess } from '../auth/index.js';

const CSV = 'text/csv; charset=utf-8';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function attachment(filename: string): string {
  return `attachment; filename="${filename}"`;
}

/** The per-condition table's file name; a `language=` table says its language. */
function conditionsName(q: ResolvedAnalysisQuery): string {
  const language = q.language ? `-${q.language}` : '';
  return `vvq-conditions-${q.dimension}-${q.screening ? 'screened' : 'all'}${language}`;
}

/** Downloads: raw ratings (CSV streamed / XLSX), sureal dataset, per-condition table. Admin only. */
@Controller()
@AdminAccess()
export class AnalysisExportController {
  constructor(
    private readonly exports: AnalysisExportService,
    private readonly analysis: AnalysisService,
  ) {}

  @Get(AnalysisRoutes.rawCsv)
  rawCsv(): StreamableFile {
    return new StreamableFile(Readable.from(this.exports.rawCsv()), {
      type: CSV,
      disposition: attachment('vvq-raw-ratings.csv'),
    });
  }

  @Get(AnalysisRoutes.rawXlsx)
  async rawXlsx(): Promise<StreamableFile> {
    return new StreamableFile(await this.exports.rawXlsx(), {
      type: XLSX,
      disposition: attachment('vvq-raw-ratings.xlsx'),
    });
  }

  @Get(AnalysisRoutes.surealPy)
  async sureal(@Query() query: AnalysisQueryDto): Promise<StreamableFile> {
    const q = resolveQuery(query);
    const { filename, text } = await this.analysis.surealDataset(
      q.dimension,
      q.unit,
      q.includeFlagged,
      q.language,
    );
    return new StreamableFile(Buffer.from(text, 'utf8'), {
      type: 'text/x-python; charset=utf-8',
      disposition: attachment(filename),
    });
  }

  @Get(AnalysisRoutes.conditionsCsv)
  async conditionsCsv(@Query() query: AnalysisQueryDto): Promise<StreamableFile> {
    const q = resolveQuery(query);
    return new StreamableFile(Buffer.from(await this.exports.conditionsCsv(q), 'utf8'), {
      type: CSV,
      disposition: attachment(`${conditionsName(q)}.csv`),
    });
  }

  @Get(AnalysisRoutes.conditionsXlsx)
  async conditionsXlsx(@Query() query: AnalysisQueryDto): Promise<StreamableFile> {
    const q = resolveQuery(query);
    return new StreamableFile(await this.exports.conditionsXlsx(q), {
      type: XLSX,
      disposition: attachment(`${conditionsName(q)}.xlsx`),
    });
  }
}
