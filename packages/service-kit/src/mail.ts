import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DynamicModule, Inject, Injectable, Logger, Module } from '@nestjs/common';
import nodemailer, { Transporter } from 'nodemailer';
import { z } from 'zod';
import type { BaseEnv } from './config';
import { SERVICE_ENV } from './tokens';

/** Mail settings a service adds to its own env schema (`loadEnv({ ...mailEnvShape, ... })`). */
export const mailEnvShape = {
  /** e.g. smtps://user:pass@smtp.example.com:465; unset, mail goes to the local outbox. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Sohnne <no-reply@sohnne.test>'),
  /** Where unsent mail is written, one JSON file per message, when SMTP_URL is unset. */
  MAIL_OUTBOX_DIR: z.string().min(1).optional(),
};

export interface MailOptions {
  smtpUrl?: string;
  from: string;
  /** Used only without smtpUrl. */
  outboxDir: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SentMail {
  messageId: string;
  /** The outbox file, when the message went to the local outbox. */
  outboxFile?: string;
}

const MAIL_OPTIONS = Symbol('MAIL_OPTIONS');

/** Sends mail over SMTP (nodemailer), or, unconfigured, writes each message to the local outbox. */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter;

  constructor(@Inject(MAIL_OPTIONS) private readonly options: MailOptions) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ jsonTransport: true });
  }

  async send(message: MailMessage): Promise<SentMail> {
    const info = await this.transport.sendMail({ from: this.options.from, ...message });
    const messageId = String(info.messageId);
    if (this.options.smtpUrl) return { messageId };

    // jsonTransport renders the message as JSON instead of sending it.
    const file = path.join(
      this.options.outboxDir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${messageId.replace(/[^A-Za-z0-9-]/g, '')}.json`,
    );
    await mkdir(this.options.outboxDir, { recursive: true });
    // Written aside, then renamed: whoever reads the outbox never sees half a message.
    const partial = path.join(this.options.outboxDir, `.${path.basename(file)}.partial`);
    await writeFile(partial, String(info.message));
    await rename(partial, file);
    this.logger.log(`Mail to the outbox: ${file}`);
    return { messageId, outboxFile: file };
  }
}

@Module({})
export class MailModule {
  static forRoot(options: MailOptions): DynamicModule {
    return {
      module: MailModule,
      global: true,
      providers: [{ provide: MAIL_OPTIONS, useValue: options }, MailService],
      exports: [MailService],
    };
  }

  /** The same, its options read from the service's validated configuration when the app starts. */
  static forRootAsync<Env extends BaseEnv>(options: (env: Env) => MailOptions): DynamicModule {
    return {
      module: MailModule,
      global: true,
      providers: [
        { provide: MAIL_OPTIONS, inject: [SERVICE_ENV], useFactory: options },
        MailService,
      ],
      exports: [MailService],
    };
  }
}
