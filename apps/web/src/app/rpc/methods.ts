import type { DescMessage } from '@bufbuild/protobuf';
import type * as Contracts from '@foundly/proto';

type ContractModule = typeof Contracts;

/** The names of the services the contracts declare (OrderService, DocumentService...). */
export type ServiceName = {
  [K in keyof ContractModule]: ContractModule[K] extends { kind: 'service' } ? K : never;
}[keyof ContractModule];

/**
 * A unary method named by its service and its local name, without its
 * descriptor: naming a method costs no protobuf runtime, so a screen can be
 * hydrated before the runtime and the contracts have arrived (they load with
 * the first call, rpc/call.ts). The input and output types ride along for the
 * compiler only.
 */
export interface RpcMethod<
  I extends DescMessage = DescMessage,
  O extends DescMessage = DescMessage,
> {
  readonly service: ServiceName;
  readonly name: string;
  /** Never set: carries the message types. */
  readonly types?: { input: I; output: O };
}

type MethodsOf<S extends ServiceName> = ContractModule[S]['method'];

type ServiceMethods<S extends ServiceName> = {
  readonly [K in keyof MethodsOf<S>]: MethodsOf<S>[K] extends {
    input: infer I extends DescMessage;
    output: infer O extends DescMessage;
  }
    ? RpcMethod<I, O>
    : never;
};

type Methods = { readonly [S in ServiceName]: ServiceMethods<S> };

const byService = new Map<string, Map<string, RpcMethod>>();

function methodOf(service: ServiceName, name: string): RpcMethod {
  let methods = byService.get(service);
  if (!methods) byService.set(service, (methods = new Map()));
  let method = methods.get(name);
  if (!method) methods.set(name, (method = Object.freeze({ service, name })));
  return method;
}

const services = new Map<string, object>();

/** Every method of the contracts: `rpc.OrderService.getMyOrder`, one object per method. */
export const rpc = new Proxy({} as Methods, {
  get: (_target, service: ServiceName) => {
    let methods = services.get(service);
    if (!methods) {
      methods = new Proxy({}, { get: (_methods, name: string) => methodOf(service, name) });
      services.set(service, methods);
    }
    return methods;
  },
});
