import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SESSION_LOOKUP_PATH } from '@sohnne/service-kit';
import { SessionsService } from './sessions.service';

/**
 * The other services' question 'is this session still active?' (their session strategy caches the answer
 * for at most 2 s). Internal: the edge forwards only /api, and the services listen on loopback.
 */
@ApiExcludeController()
@Controller(SESSION_LOOKUP_PATH.slice(1))
export class SessionLookupController {
  constructor(private readonly sessions: SessionsService) {}

  @Get(':sid')
  @Header('Cache-Control', 'no-store')
  async lookup(
    @Param('sid') sid: string,
    @Query('user') user: unknown,
  ): Promise<{ active: boolean }> {
    return { active: typeof user === 'string' && (await this.sessions.isActive(sid, user)) };
  }
}
