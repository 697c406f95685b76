import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A catalogue video. The counters are maintained in the same transaction as every assignment, rating and release,
 * so "least-loaded first" is an index scan on (load_count, id) instead of an aggregate over ratings.
 * Invariant: load_count = ratings_count + reserved_count.
 */
@Entity({ name: 'videos' })
@Index('idx_videos_load', ['load_count', 'id'])
@Index('idx_videos_alloc', ['alloc_level', 'id'])
export class Video {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  content: string;

  @Column({ type: 'varchar', length: 100 })
  view: string;

  @Column({ type: 'varchar', length: 100 })
  compression_type: string;

  @Column({ type: 'varchar', length: 50 })
  qp: string;

  @Column({ type: 'varchar', length: 191, unique: true })
  label: string;

  /** Media URL (e.g. /media/catalogue/x.mp4) or an absolute URL; null when the video has no playable file. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  url: string | null;

  @Column({ type: 'integer', default: 0 })
  ratings_count: number;

  @Column({ type: 'integer', default: 0 })
  reserved_count: number;

  @Column({ type: 'integer', default: 0 })
  load_count: number;

  /** 'video' (a file the browser plays) or 'volumetric' (a frame sequence for the 6DoF player). */
  @Column({ type: 'varchar', length: 20, default: 'video' })
  kind: string;

  /** The reference (source) of its content, for the methods that show or hide one. */
  @Column({ type: 'boolean', default: false })
  is_reference: boolean;

  /** The lab's further condition attributes as a JSON object of strings (codec, bitrate …); null when none. */
  @Column({ type: 'text', nullable: true })
  attributes: string | null;

  /** When the stimulus stopped receiving new assignments; null while it is in use. Its ratings stay. */
  @Column({ type: 'datetime', nullable: true })
  retired_at: Date | null;

  /** SHA-256 of the file participants are served (see the stimulus import); null for rows loaded before it. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  sha256: string | null;

  /** SHA-256 of the lab's own file when a transcoded copy is served instead; null otherwise. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  original_sha256: string | null;

  /** 'ok', 'warning' or 'not checked'; null for rows loaded before the import existed. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  file_check: string | null;

  /** JSON object of what ffprobe found (container, codecs, duration, resolution, frame rate, audio, size). */
  @Column({ type: 'text', nullable: true })
  media_info: string | null;

  /** A still frame for the admin lists. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  poster_url: string | null;
  /*
   * Adaptive allocation (migration 1732305000000): Σx and Σx² of the counted ratings per dimension (their n is
   * ratings_count), the counted ratings the video should end with (0: not computed), the adaptive claim order
   * round(10⁶ · load_count / alloc_needed), and when it met the rule. Optional here because inserts leave them at
   * their defaults.
   */
  @Column({ type: 'integer', default: 0 })
  sum_clarity?: number;

  @Column({ type: 'integer', default: 0 })
  sq_clarity?: number;

  @Column({ type: 'integer', default: 0 })
  sum_interaction?: number;

  @Column({ type: 'integer', default: 0 })
  sq_interaction?: number;

  @Column({ type: 'integer', default: 0 })
  sum_depth?: number;

  @Column({ type: 'integer', default: 0 })
  sq_depth?: number;

  @Column({ type: 'integer', default: 0 })
  sum_overall?: number;

  @Column({ type: 'integer', default: 0 })
  sq_overall?: number;

  @Column({ type: 'integer', default: 0 })
  alloc_needed?: number;

  @Column({ type: 'integer', default: 0 })
  alloc_level?: number;

  @Column({ type: 'datetime', nullable: true })
  stopped_at?: Date | null;
}
