import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse } from '@nestjs/swagger';
import { MethodRoutes, type DeclaredGoldPair, type DeclaredGoldPairsResponse } from '@vvq/contracts';
import { IntParamPipe } from '../../common/pipes/int-param.pipe.js';
import { AdminAccess } from '../auth/index.js';
import { DeclareGoldPairDto } from './dto/declare-gold-pair.dto.js';
import { PairGoldPairsService } from './pair-gold-pairs.service.js';

/** The gold pairs a lab declares itself under pair comparison (pair-gold-pairs.service.ts). Admin only. */
@Controller()
@AdminAccess()
export class AdminPairGoldController {
  constructor(private readonly gold: PairGoldPairsService) {}

  @Get(MethodRoutes.pcGoldPairs)
  @ApiOkResponse({ description: 'DeclaredGoldPairsResponse: every declared gold pair with its winner' })
  list(): Promise<DeclaredGoldPairsResponse> {
    return this.gold.list();
  }

  @Post(MethodRoutes.pcGoldPairs)
  @HttpCode(201)
  @ApiCreatedResponse({
    description: 'DeclaredGoldPair: the pair as declared (a second declaration changes the winner)',
  })
  declare(@Body() dto: DeclareGoldPairDto): Promise<DeclaredGoldPair> {
    return this.gold.declare(dto.winner_video_id, dto.other_video_id);
  }

  @Delete(MethodRoutes.pcGoldPair(':pairId'))
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Withdrawn; pairs already assigned as gold keep their known winner' })
  async withdraw(@Param('pairId', new IntParamPipe('pair id')) pairId: number): Promise<void> {
    await this.gold.withdraw(pairId);
  }
}
