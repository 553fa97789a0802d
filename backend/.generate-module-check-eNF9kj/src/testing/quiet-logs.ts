import { Logger } from '@nestjs/common';

// Code that logs outside an application (migration and seed runs in tests) uses Nest's console logger;
// keep test output to failures. Applications started by tests log through pino at LOG_LEVEL=silent.
Logger.overrideLogger(['fatal', 'error']);
