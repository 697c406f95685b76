import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { ApiRoutes, type RatingResponse } from '@vvq/contracts';
import { type AuthPrincipal, CurrentUser, ParticipantGuard, StillInStudyGuard } from '../auth/index.js';
import { RatingDto } from './dto/rating.dto.js';
import { RatingsService } from './ratings.service.js';
import { ApiBearerToken } from '../../common/openapi/bearer-scheme.js';
import { ApiCreatedResponse } from '@nestjs/swagger';
import { RatingResponseDto } from './dto/rating-response.dto.js';

@Controller()
@UseGuards(ParticipantGuard, StillInStudyGuard)
@ApiBearerToken()
export class RatingsController {
  constructor(private readonly ratings: RatingsService) {}

  @Post(ApiRoutes.ratings)
  @ApiCreatedResponse({ type: RatingResponseDto })
  rate(@Body() dto: RatingDto, @CurrentUser() user: AuthPrincipal): Promise<RatingResponse> {
    return this.ratings.rate(user.id, dto);
  }
}
