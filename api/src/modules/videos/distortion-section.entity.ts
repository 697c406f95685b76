import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The texts of one section of the distortion-examples page, from the lab's manifest (none: the spec's texts). */
@Entity({ name: 'distortion_sections' })
export class DistortionSection {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 100, unique: true })
  category: string;

  /** The manifest's order, which is the page's. */
  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'varchar', length: 500 })
  title: string;

  @Column({ type: 'text' })
  introduction: string;

  @Column({ type: 'text' })
  example: string;

  @Column({ type: 'text' })
  details: string;
}
