import { ApiProperty } from '@nestjs/swagger';
import { PAIR_CHOICES, type PairChoice, type PairJudgementBody } from '@vvq/contracts';
import { IsDefined, IsIn } from 'class-validator';

const choiceMessage = (dimension: string) => `${dimension} must be one of: ${PAIR_CHOICES.join(', ')}`;

/** One choice per rating dimension; whether 'tie' is allowed is the study's setting (checked by the service). */
export class PairJudgementDto implements PairJudgementBody {
  @ApiProperty({ enum: PAIR_CHOICES })
  @IsDefined({ message: 'clarity is required' })
  @IsIn(PAIR_CHOICES, { message: choiceMessage('clarity') })
  clarity: PairChoice;

  @ApiProperty({ enum: PAIR_CHOICES })
  @IsDefined({ message: 'interaction is required' })
  @IsIn(PAIR_CHOICES, { message: choiceMessage('interaction') })
  interaction: PairChoice;

  @ApiProperty({ enum: PAIR_CHOICES })
  @IsDefined({ message: 'depth is required' })
  @IsIn(PAIR_CHOICES, { message: choiceMessage('depth') })
  depth: PairChoice;

  @ApiProperty({ enum: PAIR_CHOICES })
  @IsDefined({ message: 'overall is required' })
  @IsIn(PAIR_CHOICES, { message: choiceMessage('overall') })
  overall: PairChoice;
}
