import type { FastifyReply, FastifyRequest } from 'fastify';

/** The parts of an OpenAPI operation (as openapi-typescript generates it) a handler sees. */
type Parameters<Operation> = Operation extends { parameters: infer P } ? P : never;
type Part<P, Key extends string> = Key extends keyof P ? NonNullable<P[Key]> : never;
type JsonBody<Operation> = Operation extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : undefined;
type JsonResponse<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;
type SuccessBody<Operation> = Operation extends { responses: infer Responses }
  ? {
      [Status in keyof Responses]: Status extends 200 | 201 ? JsonResponse<Responses[Status]> : never;
    }[keyof Responses]
  : never;

export interface HandlerInput<Operation> {
  query: Part<Parameters<Operation>, 'query'>;
  params: Part<Parameters<Operation>, 'path'>;
  body: JsonBody<Operation>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler returns the operation's success body, or nothing when it answered itself (204, files). */
export type TypedHandler<Operation> = (
  input: HandlerInput<Operation>,
) => Promise<SuccessBody<Operation> | undefined> | SuccessBody<Operation> | undefined;

/**
 * Turns handlers typed by the contract's operations into the operationId → Fastify handler map
 * fastify-openapi-glue expects. The request was validated against the contract before it gets here.
 */
export function defineHandlers<Operations>(
  handlers: { [Id in keyof Operations]: TypedHandler<Operations[Id]> },
) {
  const routes: Record<string, (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>> = {};
  for (const [operationId, handler] of Object.entries(handlers) as Array<[string, TypedHandler<unknown>]>) {
    routes[operationId] = async (request, reply) => {
      const result = await handler({
        query: request.query as never,
        params: request.params as never,
        body: request.body as never,
        request,
        reply,
      });
      return result === undefined ? reply : result;
    };
  }
  return routes;
}

/** An empty `lang` means every language. */
export const langOf = (lang: string | undefined) => (lang ? lang : undefined);
