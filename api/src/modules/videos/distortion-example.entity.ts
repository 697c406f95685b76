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
}
