export * from './gen/formation/v1/common_pb.js';
export * from './gen/formation/v1/account_pb.js';
export * from './gen/formation/v1/customer_pb.js';
export * from './gen/formation/v1/order_pb.js';
export * from './gen/formation/v1/feature_flag_pb.js';
export * from './gen/formation/v1/error_pb.js';
export * from './gen/formation/v1/document_pb.js';
export * from './gen/formation/v1/billing_pb.js';
