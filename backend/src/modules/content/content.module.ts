import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { AdminNewsController } from './controllers/admin-news.controller';
import { AdminPagesController } from './controllers/admin-pages.controller';
import { PublicContentController } from './controllers/public-content.controller';
import { NewsRepository } from './repositories/news.repository';
import { PagesRepository } from './repositories/pages.repository';
import { AdminNewsService } from './services/admin-news.service';
import { AdminPagesService } from './services/admin-pages.service';
import { ContentImages } from './services/content-images';
import { ContentUrls } from './services/content-urls';
import { PublicContentService } from './services/public-content.service';

/**
 * News and pages kept in the database, seeded from Markdown and edited by the admin (see README.md). Uses
 * FilesModule for the news pictures; exports nothing.
 */
@Module({
  imports: [FilesModule],
  controllers: [PublicContentController, AdminNewsController, AdminPagesController],
  providers: [NewsRepository, PagesRepository, ContentUrls, ContentImages, PublicContentService, AdminNewsService, AdminPagesService],
})
export class ContentModule {}
