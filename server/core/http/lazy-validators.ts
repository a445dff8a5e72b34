import { AjvCompiler } from '@fastify/ajv-compiler';

/**
 * Route validators compiled on a route's first request instead of at start-up (issue 17: ajv
 * compiling the few hundred route schemas was half of a start, ~1 s of 1.8 s, and their code
 * stayed in memory for routes a process never serves). Fastify's own compiler (same ajv, same
 * options, same shared schemas) does the compiling; only the moment changes.
 *
 * A schema ajv refuses would now fail on its first request rather than at start, so
 * `compilePendingValidators()` compiles everything still waiting: tests/server/lazy-validators.test.ts
 * calls it on the whole app, so a bad schema still fails CI.
 */

type BuildCompiler = ReturnType<typeof AjvCompiler>;
type RouteValidator = ReturnType<ReturnType<BuildCompiler>>;
/**
 * What Fastify hands the compiler for one route part: its schema plus where it sits. (The
 * package's types say a bare schema; its code and Fastify pass this object.)
 */
interface RouteDefinition {
  schema: unknown;
  method?: string;
  url?: string;
  httpPart?: string;
}
type CompileRoute = (route: RouteDefinition) => RouteValidator;

const pending = new Set<() => void>();

const fastifyDefault: BuildCompiler = AjvCompiler();

/** `schemaController.compilersFactory.buildValidator` for Fastify. */
export const buildLazyValidator: BuildCompiler = (...factoryArgs) => {
  const compileRoute = fastifyDefault(...factoryArgs) as unknown as CompileRoute;
  const lazy: CompileRoute = (route) => {
    let compiled: RouteValidator | undefined;
    const compile = (): RouteValidator => {
      if (!compiled) {
        compiled = compileRoute(route);
        pending.delete(compile);
      }
      return compiled;
    };
    pending.add(compile);
    // Fastify reads the outcome's details from the function's `errors`, as ajv's own validators carry them.
    const validate = ((data: unknown) => {
      const validator = compile();
      const result = validator(data);
      validate.errors = validator.errors;
      return result;
    }) as RouteValidator;
    return validate;
  };
  return lazy as unknown as ReturnType<BuildCompiler>;
};

/** Compiles every route validator not yet used; throws what ajv throws for a bad schema. */
export function compilePendingValidators(): number {
  const waiting = [...pending];
  for (const compile of waiting) compile();
  return waiting.length;
}
