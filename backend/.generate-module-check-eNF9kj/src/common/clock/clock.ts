import { Injectable } from '@nestjs/common';

/** The current time, injectable so that date rules (ages, expiry) can be tested on a fixed day. */
export abstract class Clock {
  abstract now(): Date;
}

@Injectable()
export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}
