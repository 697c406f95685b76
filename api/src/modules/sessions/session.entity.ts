import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One per participant (unique user_id): each participant rates exactly 4 videos in total. */
@Entity({ name: 'sessions' })
export class StudySession {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'integer', unique: true })
  user_id: number;

  @Column({ type: 'datetime' })
  created_at: Date;
}
