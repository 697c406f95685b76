import { Module } from '@nestjs/common';
import { VideosController } from './videos.controller.js';
import { VideosService } from './videos.service.js';

/** Media files themselves are served by @fastify/static under /media (see app.setup.ts). */
@Module({ controllers: [VideosController], providers: [VideosService], exports: [VideosService] })
export class VideosModule {}
