import { Controller, Get, Header, Param, StreamableFile } from '@nestjs/common';
import { ApiRoutes, type StimulusViewingSummary, type TrialViewingPath } from '@vvq/contracts';
import { Readable } from 'node:stream';
import { IntParamPipe } from '../../common/pipes/int-param.pipe.js';
import { AdminAccess } from '../auth/index.js';
import { ViewingPathsService } from './viewing-paths.service.js';

const CSV = 'text/csv; charset=utf-8';

/** The experimenter's side of the viewing paths: replay one trial, summarise a stimulus, export the study. */
@Controller()
@AdminAccess()
export class AdminViewingPathsController {
  constructor(private readonly paths: ViewingPathsService) {}

  @Get(ApiRoutes.admin.viewingPath(':trialId'))
  @Header('Cache-Control', 'no-store')
  trial(@Param('trialId', new IntParamPipe('trial id')) trialId: number): Promise<TrialViewingPath> {
    return this.paths.trial(trialId);
  }

  @Get(ApiRoutes.admin.viewingSummary(':videoId'))
  @Header('Cache-Control', 'no-store')
  summary(@Param('videoId', new IntParamPipe('video id')) videoId: number): Promise<StimulusViewingSummary> {
    return this.paths.summary(videoId);
  }

  @Get(ApiRoutes.admin.viewingPathsCsv)
  @Header('Cache-Control', 'no-store')
  csv(): StreamableFile {
    return new StreamableFile(Readable.from(this.paths.csv()), {
      type: CSV,
      disposition: 'attachment; filename="vvq-viewing-paths.csv"',
    });
  }

  @Get(ApiRoutes.admin.viewingPathsDictionary)
  dictionary(): StreamableFile {
    return new StreamableFile(Buffer.from(this.paths.dictionaryCsv(), 'utf8'), {
      type: CSV,
      disposition: 'attachment; filename="vvq-viewing-paths-dictionary.csv"',
    });
  }
}
