// Generated from schemas/data-interface.schema.json — do not edit; run npm run generate
// @ts-nocheck: ajv standalone code (rjsf compileSchemaValidatorsCode); the exports are typed below
import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

/** The schemas the record dialog hands to rjsf, without labels (they ride in the uiSchema). */
export const formSchemas: RJSFSchema[] = [
  {
    "type": "object",
    "required": [
      "fullName",
      "enCode",
      "categoryId",
      "dataType"
    ],
    "properties": {
      "fullName": {
        "type": "string",
        "minLength": 1,
        "maxLength": 50
      },
      "enCode": {
        "type": "string",
        "minLength": 1,
        "maxLength": 50,
        "pattern": "^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$"
      },
      "categoryId": {
        "type": "string",
        "minLength": 1,
        "maxLength": 64
      },
      "dbLinkId": {
        "type": "string",
        "maxLength": 64
      },
      "dataType": {
        "type": "integer",
        "enum": [
          1,
          2,
          3
        ]
      },
      "requestMethod": {
        "type": "string",
        "enum": [
          "1",
          "2",
          "3",
          "4",
          "6",
          "7"
        ]
      },
      "checkType": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "path": {
        "type": "string",
        "maxLength": 1000
      },
      "ipAddress": {
        "type": "string",
        "maxLength": 1000
      },
      "requestHeaders": {
        "type": "string",
        "maxLength": 5000
      },
      "requestParameters": {
        "type": "string",
        "maxLength": 5000
      },
      "responseType": {
        "type": "string",
        "maxLength": 20
      },
      "query": {
        "type": "string",
        "maxLength": 20000
      },
      "dataProcessing": {
        "type": "string",
        "maxLength": 20000
      },
      "propertyJson": {
        "type": "string",
        "maxLength": 5000
      },
      "enabledMark": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "sortCode": {
        "type": "integer",
        "minimum": 0,
        "maximum": 999999
      },
      "description": {
        "type": "string",
        "maxLength": 500
      }
    }
  }
];

/** rjsf createPrecompiledValidator's validateFns: the validators by schema hash. */
const validateFns: ValidatorFunctions = {};
{
const exports = validateFns;
exports["-80988fb"] = validate10;
const schema11 = {"type":"object","required":["fullName","enCode","categoryId","dataType"],"properties":{"fullName":{"type":"string","minLength":1,"maxLength":50},"enCode":{"type":"string","minLength":1,"maxLength":50,"pattern":"^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$"},"categoryId":{"type":"string","minLength":1,"maxLength":64},"dbLinkId":{"type":"string","maxLength":64},"dataType":{"type":"integer","enum":[1,2,3]},"requestMethod":{"type":"string","enum":["1","2","3","4","6","7"]},"checkType":{"type":"integer","enum":[0,1]},"path":{"type":"string","maxLength":1000},"ipAddress":{"type":"string","maxLength":1000},"requestHeaders":{"type":"string","maxLength":5000},"requestParameters":{"type":"string","maxLength":5000},"responseType":{"type":"string","maxLength":20},"query":{"type":"string","maxLength":20000},"dataProcessing":{"type":"string","maxLength":20000},"propertyJson":{"type":"string","maxLength":5000},"enabledMark":{"type":"integer","enum":[0,1]},"sortCode":{"type":"integer","minimum":0,"maximum":999999},"description":{"type":"string","maxLength":500}},"$id":"-80988fb"};
const func2 = (function ucs2length(str) {
    const len = str.length;
    let length = 0;
    let pos = 0;
    let value;
    while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 0xd800 && value <= 0xdbff && pos < len) {
            // high surrogate, and there is a next character
            value = str.charCodeAt(pos);
            if ((value & 0xfc00) === 0xdc00)
                pos++; // low surrogate
        }
    }
    return length;
});
const pattern0 = new RegExp("^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-80988fb" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.fullName === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fullName"},message:"must have required property '"+"fullName"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.enCode === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "enCode"},message:"must have required property '"+"enCode"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.categoryId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "categoryId"},message:"must have required property '"+"categoryId"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.dataType === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dataType"},message:"must have required property '"+"dataType"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.fullName !== undefined){
let data0 = data.fullName;
if(typeof data0 === "string"){
if(func2(data0) > 50){
const err4 = {instancePath:instancePath+"/fullName",schemaPath:"#/properties/fullName/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema11.properties.fullName,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func2(data0) < 1){
const err5 = {instancePath:instancePath+"/fullName",schemaPath:"#/properties/fullName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.fullName,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/fullName",schemaPath:"#/properties/fullName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.fullName.type,parentSchema:schema11.properties.fullName,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.enCode !== undefined){
let data1 = data.enCode;
if(typeof data1 === "string"){
if(func2(data1) > 50){
const err7 = {instancePath:instancePath+"/enCode",schemaPath:"#/properties/enCode/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema11.properties.enCode,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func2(data1) < 1){
const err8 = {instancePath:instancePath+"/enCode",schemaPath:"#/properties/enCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.enCode,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern0.test(data1)){
const err9 = {instancePath:instancePath+"/enCode",schemaPath:"#/properties/enCode/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$"+"\"",schema:"^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$",parentSchema:schema11.properties.enCode,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/enCode",schemaPath:"#/properties/enCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.enCode.type,parentSchema:schema11.properties.enCode,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.categoryId !== undefined){
let data2 = data.categoryId;
if(typeof data2 === "string"){
if(func2(data2) > 64){
const err11 = {instancePath:instancePath+"/categoryId",schemaPath:"#/properties/categoryId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema11.properties.categoryId,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func2(data2) < 1){
const err12 = {instancePath:instancePath+"/categoryId",schemaPath:"#/properties/categoryId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.categoryId,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/categoryId",schemaPath:"#/properties/categoryId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.categoryId.type,parentSchema:schema11.properties.categoryId,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.dbLinkId !== undefined){
let data3 = data.dbLinkId;
if(typeof data3 === "string"){
if(func2(data3) > 64){
const err14 = {instancePath:instancePath+"/dbLinkId",schemaPath:"#/properties/dbLinkId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema11.properties.dbLinkId,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/dbLinkId",schemaPath:"#/properties/dbLinkId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.dbLinkId.type,parentSchema:schema11.properties.dbLinkId,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.dataType !== undefined){
let data4 = data.dataType;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err16 = {instancePath:instancePath+"/dataType",schemaPath:"#/properties/dataType/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.dataType.type,parentSchema:schema11.properties.dataType,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(((data4 === 1) || (data4 === 2)) || (data4 === 3))){
const err17 = {instancePath:instancePath+"/dataType",schemaPath:"#/properties/dataType/enum",keyword:"enum",params:{allowedValues: schema11.properties.dataType.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.dataType.enum,parentSchema:schema11.properties.dataType,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.requestMethod !== undefined){
let data5 = data.requestMethod;
if(typeof data5 !== "string"){
const err18 = {instancePath:instancePath+"/requestMethod",schemaPath:"#/properties/requestMethod/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.requestMethod.type,parentSchema:schema11.properties.requestMethod,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!((((((data5 === "1") || (data5 === "2")) || (data5 === "3")) || (data5 === "4")) || (data5 === "6")) || (data5 === "7"))){
const err19 = {instancePath:instancePath+"/requestMethod",schemaPath:"#/properties/requestMethod/enum",keyword:"enum",params:{allowedValues: schema11.properties.requestMethod.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.requestMethod.enum,parentSchema:schema11.properties.requestMethod,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.checkType !== undefined){
let data6 = data.checkType;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err20 = {instancePath:instancePath+"/checkType",schemaPath:"#/properties/checkType/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.checkType.type,parentSchema:schema11.properties.checkType,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!((data6 === 0) || (data6 === 1))){
const err21 = {instancePath:instancePath+"/checkType",schemaPath:"#/properties/checkType/enum",keyword:"enum",params:{allowedValues: schema11.properties.checkType.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.checkType.enum,parentSchema:schema11.properties.checkType,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.path !== undefined){
let data7 = data.path;
if(typeof data7 === "string"){
if(func2(data7) > 1000){
const err22 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.path,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.path.type,parentSchema:schema11.properties.path,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.ipAddress !== undefined){
let data8 = data.ipAddress;
if(typeof data8 === "string"){
if(func2(data8) > 1000){
const err24 = {instancePath:instancePath+"/ipAddress",schemaPath:"#/properties/ipAddress/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.ipAddress,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/ipAddress",schemaPath:"#/properties/ipAddress/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.ipAddress.type,parentSchema:schema11.properties.ipAddress,data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.requestHeaders !== undefined){
let data9 = data.requestHeaders;
if(typeof data9 === "string"){
if(func2(data9) > 5000){
const err26 = {instancePath:instancePath+"/requestHeaders",schemaPath:"#/properties/requestHeaders/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters",schema:5000,parentSchema:schema11.properties.requestHeaders,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/requestHeaders",schemaPath:"#/properties/requestHeaders/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.requestHeaders.type,parentSchema:schema11.properties.requestHeaders,data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.requestParameters !== undefined){
let data10 = data.requestParameters;
if(typeof data10 === "string"){
if(func2(data10) > 5000){
const err28 = {instancePath:instancePath+"/requestParameters",schemaPath:"#/properties/requestParameters/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters",schema:5000,parentSchema:schema11.properties.requestParameters,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/requestParameters",schemaPath:"#/properties/requestParameters/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.requestParameters.type,parentSchema:schema11.properties.requestParameters,data:data10};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.responseType !== undefined){
let data11 = data.responseType;
if(typeof data11 === "string"){
if(func2(data11) > 20){
const err30 = {instancePath:instancePath+"/responseType",schemaPath:"#/properties/responseType/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema11.properties.responseType,data:data11};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/responseType",schemaPath:"#/properties/responseType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.responseType.type,parentSchema:schema11.properties.responseType,data:data11};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.query !== undefined){
let data12 = data.query;
if(typeof data12 === "string"){
if(func2(data12) > 20000){
const err32 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema11.properties.query,data:data12};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.query.type,parentSchema:schema11.properties.query,data:data12};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.dataProcessing !== undefined){
let data13 = data.dataProcessing;
if(typeof data13 === "string"){
if(func2(data13) > 20000){
const err34 = {instancePath:instancePath+"/dataProcessing",schemaPath:"#/properties/dataProcessing/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema11.properties.dataProcessing,data:data13};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/dataProcessing",schemaPath:"#/properties/dataProcessing/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.dataProcessing.type,parentSchema:schema11.properties.dataProcessing,data:data13};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.propertyJson !== undefined){
let data14 = data.propertyJson;
if(typeof data14 === "string"){
if(func2(data14) > 5000){
const err36 = {instancePath:instancePath+"/propertyJson",schemaPath:"#/properties/propertyJson/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters",schema:5000,parentSchema:schema11.properties.propertyJson,data:data14};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/propertyJson",schemaPath:"#/properties/propertyJson/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.propertyJson.type,parentSchema:schema11.properties.propertyJson,data:data14};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.enabledMark !== undefined){
let data15 = data.enabledMark;
if(!((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15)))){
const err38 = {instancePath:instancePath+"/enabledMark",schemaPath:"#/properties/enabledMark/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.enabledMark.type,parentSchema:schema11.properties.enabledMark,data:data15};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(!((data15 === 0) || (data15 === 1))){
const err39 = {instancePath:instancePath+"/enabledMark",schemaPath:"#/properties/enabledMark/enum",keyword:"enum",params:{allowedValues: schema11.properties.enabledMark.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.enabledMark.enum,parentSchema:schema11.properties.enabledMark,data:data15};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.sortCode !== undefined){
let data16 = data.sortCode;
if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){
const err40 = {instancePath:instancePath+"/sortCode",schemaPath:"#/properties/sortCode/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.sortCode.type,parentSchema:schema11.properties.sortCode,data:data16};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(typeof data16 == "number"){
if(data16 > 999999 || isNaN(data16)){
const err41 = {instancePath:instancePath+"/sortCode",schemaPath:"#/properties/sortCode/maximum",keyword:"maximum",params:{comparison: "<=", limit: 999999},message:"must be <= 999999",schema:999999,parentSchema:schema11.properties.sortCode,data:data16};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data16 < 0 || isNaN(data16)){
const err42 = {instancePath:instancePath+"/sortCode",schemaPath:"#/properties/sortCode/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.sortCode,data:data16};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
if(data.description !== undefined){
let data17 = data.description;
if(typeof data17 === "string"){
if(func2(data17) > 500){
const err43 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema11.properties.description,data:data17};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.description.type,parentSchema:schema11.properties.description,data:data17};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

}
export default validateFns;
