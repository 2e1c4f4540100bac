/**
 * Setup of the dom test project (vitest.config.ts): jest-dom's matchers, and Testing Library's
 * cleanup after every test, which it registers by itself only with Vitest's globals on.
 */
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());
