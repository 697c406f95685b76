import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'distortion_examples' })
export class DistortionExampleVideo {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  /** Path containing the category and a level folder R1..R5, e.g. distortion/texture_compression/R3/x.mp4. */
  @Column({ type: 'varchar', length: 500 })
  video_location: string;

  @Column({ type: 'varchar', length: 500 })
  video_url: string;

  @Column({ type: 'varchar', length: 50 })
  background_type: string;

  /** The manifest's category (a section of the distortion-examples page); null for rows from before the import. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  category: string | null;

  /** R1–R5, or 'none' for an example without a level (a background clip). */
  @Column({ type: 'varchar', length: 10, nullable: true })
  level: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  caption: string | null;
}
