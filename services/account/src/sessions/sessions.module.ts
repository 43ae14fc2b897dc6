import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { SESSION_CHECK, SessionCheck } from '@sohnne/service-kit';
import { SessionLookupController } from './session-lookup.controller';
import { Session, SessionSchema } from './session.schema';
import { SessionsService } from './sessions.service';

/** Global so the service kit's 'session' strategy finds SESSION_CHECK and refuses revoked sessions. */
@Global()
@Module({
  imports: [MongooseModule.forFeature([{ name: Session.name, schema: SessionSchema }])],
  controllers: [SessionLookupController],
  providers: [
    SessionsService,
    {
      provide: SESSION_CHECK,
      inject: [SessionsService],
      useFactory:
        (sessions: SessionsService): SessionCheck =>
        (claims) =>
          sessions.isActive(claims.sid, claims.sub),
    },
  ],
  exports: [SessionsService, SESSION_CHECK],
})
export class SessionsModule {}
