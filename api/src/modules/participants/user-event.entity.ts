import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { UserEventType } from '@vvq/contracts';

@Entity({ name: 'user_events' })
@Index('idx_user_events_type_time', ['event_type', 'event_time'])
export class UserEvent {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  /** FK → users.id ON DELETE CASCADE (declared in the migration). */
  @Column({ type: 'integer' })
  user_id: number;

  @Column({ type: 'varchar', length: 10 })
  event_type: UserEventType;

  @Column({ type: 'datetime' })
  event_time: Date;
}
