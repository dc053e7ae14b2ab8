import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';
import { ASYNC_UTIL_TIMEOUT_MS } from './helpers/waits';

configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });
