// Generated from schemas/menu.schema.json — do not edit; run npm run generate
// @ts-nocheck: ajv standalone code (rjsf compileSchemaValidatorsCode); the exports are typed below
import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

/** The schemas the record dialog hands to rjsf, without labels (they ride in the uiSchema). */
export const formSchemas: RJSFSchema[] = [
  {
    "type": "object",
    "required": [
      "parentId",
      "systemId",
      "type",
      "fullName",
      "enCode"
    ],
    "properties": {
      "parentId": {
        "type": "string",
        "minLength": 1,
        "maxLength": 64
      },
      "systemId": {
        "type": "string",
        "minLength": 1,
        "maxLength": 64
      },
      "type": {
        "type": "integer",
        "enum": [
          1,
          2,
          3,
          4,
          5,
          6,
          7,
          8
        ]
      },
      "fullName": {
        "type": "string",
        "minLength": 1,
        "maxLength": 50,
        "pattern": "^[^~!@#$%^&*()+=\\[\\]{}|\\\\;:'\",<>/?`]*$"
      },
      "enCode": {
        "type": "string",
        "minLength": 1,
        "maxLength": 50,
        "pattern": "^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$"
      },
      "icon": {
        "type": "string",
        "maxLength": 100
      },
      "urlAddress": {
        "type": "string",
        "maxLength": 500
      },
      "linkTarget": {
        "type": "string",
        "enum": [
          "_self",
          "_blank"
        ]
      },
      "category": {
        "type": "string",
        "enum": [
          "Web",
          "App"
        ]
      },
      "propertyJson": {
        "type": "string",
        "maxLength": 5000
      },
      "isButtonAuthorize": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "isColumnAuthorize": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "isFormAuthorize": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "isDataAuthorize": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
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
exports["714e9027"] = validate10;
const schema11 = {"type":"object","required":["parentId","systemId","type","fullName","enCode"],"properties":{"parentId":{"type":"string","minLength":1,"maxLength":64},"systemId":{"type":"string","minLength":1,"maxLength":64},"type":{"type":"integer","enum":[1,2,3,4,5,6,7,8]},"fullName":{"type":"string","minLength":1,"maxLength":50,"pattern":"^[^~!@#$%^&*()+=\\[\\]{}|\\\\;:'\",<>/?`]*$"},"enCode":{"type":"string","minLength":1,"maxLength":50,"pattern":"^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$"},"icon":{"type":"string","maxLength":100},"urlAddress":{"type":"string","maxLength":500},"linkTarget":{"type":"string","enum":["_self","_blank"]},"category":{"type":"string","enum":["Web","App"]},"propertyJson":{"type":"string","maxLength":5000},"isButtonAuthorize":{"type":"integer","enum":[0,1]},"isColumnAuthorize":{"type":"integer","enum":[0,1]},"isFormAuthorize":{"type":"integer","enum":[0,1]},"isDataAuthorize":{"type":"integer","enum":[0,1]},"enabledMark":{"type":"integer","enum":[0,1]},"sortCode":{"type":"integer","minimum":0,"maximum":999999},"description":{"type":"string","maxLength":500}},"$id":"714e9027"};
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
const pattern0 = new RegExp("^[^~!@#$%^&*()+=\\[\\]{}|\\\\;:'\",<>/?`]*$", "u");
const pattern1 = new RegExp("^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="714e9027" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.parentId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "parentId"},message:"must have required property '"+"parentId"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.systemId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "systemId"},message:"must have required property '"+"systemId"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.fullName === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fullName"},message:"must have required property '"+"fullName"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.enCode === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "enCode"},message:"must have required property '"+"enCode"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.parentId !== undefined){
let data0 = data.parentId;
if(typeof data0 === "string"){
if(func2(data0) > 64){
const err5 = {instancePath:instancePath+"/parentId",schemaPath:"#/properties/parentId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema11.properties.parentId,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func2(data0) < 1){
const err6 = {instancePath:instancePath+"/parentId",schemaPath:"#/properties/parentId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.parentId,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/parentId",schemaPath:"#/properties/parentId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.parentId.type,parentSchema:schema11.properties.parentId,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.systemId !== undefined){
let data1 = data.systemId;
if(typeof data1 === "string"){
if(func2(data1) > 64){
const err8 = {instancePath:instancePath+"/systemId",schemaPath:"#/properties/systemId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema11.properties.systemId,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func2(data1) < 1){
const err9 = {instancePath:instancePath+"/systemId",schemaPath:"#/properties/systemId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.systemId,data:data1};
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
const err10 = {instancePath:instancePath+"/systemId",schemaPath:"#/properties/systemId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.systemId.type,parentSchema:schema11.properties.systemId,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.type !== undefined){
let data2 = data.type;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err11 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.type.type,parentSchema:schema11.properties.type,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((((((((data2 === 1) || (data2 === 2)) || (data2 === 3)) || (data2 === 4)) || (data2 === 5)) || (data2 === 6)) || (data2 === 7)) || (data2 === 8))){
const err12 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema11.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.type.enum,parentSchema:schema11.properties.type,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.fullName !== undefined){
let data3 = data.fullName;
if(typeof data3 === "string"){
if(func2(data3) > 50){
const err13 = {instancePath:instancePath+"/fullName",schemaPath:"#/properties/fullName/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema11.properties.fullName,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func2(data3) < 1){
const err14 = {instancePath:instancePath+"/fullName",schemaPath:"#/properties/fullName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.fullName,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!pattern0.test(data3)){
const err15 = {instancePath:instancePath+"/fullName",schemaPath:"#/properties/fullName/pattern",keyword:"pattern",params:{pattern: "^[^~!@#$%^&*()+=\\[\\]{}|\\\\;:'\",<>/?`]*$"},message:"must match pattern \""+"^[^~!@#$%^&*()+=\\[\\]{}|\\\\;:'\",<>/?`]*$"+"\"",schema:"^[^~!@#$%^&*()+=\\[\\]{}|\\\\;:'\",<>/?`]*$",parentSchema:schema11.properties.fullName,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/fullName",schemaPath:"#/properties/fullName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.fullName.type,parentSchema:schema11.properties.fullName,data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.enCode !== undefined){
let data4 = data.enCode;
if(typeof data4 === "string"){
if(func2(data4) > 50){
const err17 = {instancePath:instancePath+"/enCode",schemaPath:"#/properties/enCode/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema11.properties.enCode,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func2(data4) < 1){
const err18 = {instancePath:instancePath+"/enCode",schemaPath:"#/properties/enCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.enCode,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!pattern1.test(data4)){
const err19 = {instancePath:instancePath+"/enCode",schemaPath:"#/properties/enCode/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$"+"\"",schema:"^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$",parentSchema:schema11.properties.enCode,data:data4};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/enCode",schemaPath:"#/properties/enCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.enCode.type,parentSchema:schema11.properties.enCode,data:data4};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.icon !== undefined){
let data5 = data.icon;
if(typeof data5 === "string"){
if(func2(data5) > 100){
const err21 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.icon,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.icon.type,parentSchema:schema11.properties.icon,data:data5};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.urlAddress !== undefined){
let data6 = data.urlAddress;
if(typeof data6 === "string"){
if(func2(data6) > 500){
const err23 = {instancePath:instancePath+"/urlAddress",schemaPath:"#/properties/urlAddress/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema11.properties.urlAddress,data:data6};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/urlAddress",schemaPath:"#/properties/urlAddress/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.urlAddress.type,parentSchema:schema11.properties.urlAddress,data:data6};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.linkTarget !== undefined){
let data7 = data.linkTarget;
if(typeof data7 !== "string"){
const err25 = {instancePath:instancePath+"/linkTarget",schemaPath:"#/properties/linkTarget/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.linkTarget.type,parentSchema:schema11.properties.linkTarget,data:data7};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!((data7 === "_self") || (data7 === "_blank"))){
const err26 = {instancePath:instancePath+"/linkTarget",schemaPath:"#/properties/linkTarget/enum",keyword:"enum",params:{allowedValues: schema11.properties.linkTarget.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.linkTarget.enum,parentSchema:schema11.properties.linkTarget,data:data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.category !== undefined){
let data8 = data.category;
if(typeof data8 !== "string"){
const err27 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.category.type,parentSchema:schema11.properties.category,data:data8};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!((data8 === "Web") || (data8 === "App"))){
const err28 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/enum",keyword:"enum",params:{allowedValues: schema11.properties.category.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.category.enum,parentSchema:schema11.properties.category,data:data8};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.propertyJson !== undefined){
let data9 = data.propertyJson;
if(typeof data9 === "string"){
if(func2(data9) > 5000){
const err29 = {instancePath:instancePath+"/propertyJson",schemaPath:"#/properties/propertyJson/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters",schema:5000,parentSchema:schema11.properties.propertyJson,data:data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/propertyJson",schemaPath:"#/properties/propertyJson/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.propertyJson.type,parentSchema:schema11.properties.propertyJson,data:data9};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.isButtonAuthorize !== undefined){
let data10 = data.isButtonAuthorize;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err31 = {instancePath:instancePath+"/isButtonAuthorize",schemaPath:"#/properties/isButtonAuthorize/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.isButtonAuthorize.type,parentSchema:schema11.properties.isButtonAuthorize,data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!((data10 === 0) || (data10 === 1))){
const err32 = {instancePath:instancePath+"/isButtonAuthorize",schemaPath:"#/properties/isButtonAuthorize/enum",keyword:"enum",params:{allowedValues: schema11.properties.isButtonAuthorize.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.isButtonAuthorize.enum,parentSchema:schema11.properties.isButtonAuthorize,data:data10};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.isColumnAuthorize !== undefined){
let data11 = data.isColumnAuthorize;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err33 = {instancePath:instancePath+"/isColumnAuthorize",schemaPath:"#/properties/isColumnAuthorize/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.isColumnAuthorize.type,parentSchema:schema11.properties.isColumnAuthorize,data:data11};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(!((data11 === 0) || (data11 === 1))){
const err34 = {instancePath:instancePath+"/isColumnAuthorize",schemaPath:"#/properties/isColumnAuthorize/enum",keyword:"enum",params:{allowedValues: schema11.properties.isColumnAuthorize.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.isColumnAuthorize.enum,parentSchema:schema11.properties.isColumnAuthorize,data:data11};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.isFormAuthorize !== undefined){
let data12 = data.isFormAuthorize;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
const err35 = {instancePath:instancePath+"/isFormAuthorize",schemaPath:"#/properties/isFormAuthorize/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.isFormAuthorize.type,parentSchema:schema11.properties.isFormAuthorize,data:data12};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!((data12 === 0) || (data12 === 1))){
const err36 = {instancePath:instancePath+"/isFormAuthorize",schemaPath:"#/properties/isFormAuthorize/enum",keyword:"enum",params:{allowedValues: schema11.properties.isFormAuthorize.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.isFormAuthorize.enum,parentSchema:schema11.properties.isFormAuthorize,data:data12};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.isDataAuthorize !== undefined){
let data13 = data.isDataAuthorize;
if(!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))){
const err37 = {instancePath:instancePath+"/isDataAuthorize",schemaPath:"#/properties/isDataAuthorize/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.isDataAuthorize.type,parentSchema:schema11.properties.isDataAuthorize,data:data13};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!((data13 === 0) || (data13 === 1))){
const err38 = {instancePath:instancePath+"/isDataAuthorize",schemaPath:"#/properties/isDataAuthorize/enum",keyword:"enum",params:{allowedValues: schema11.properties.isDataAuthorize.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.isDataAuthorize.enum,parentSchema:schema11.properties.isDataAuthorize,data:data13};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.enabledMark !== undefined){
let data14 = data.enabledMark;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
const err39 = {instancePath:instancePath+"/enabledMark",schemaPath:"#/properties/enabledMark/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.enabledMark.type,parentSchema:schema11.properties.enabledMark,data:data14};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(!((data14 === 0) || (data14 === 1))){
const err40 = {instancePath:instancePath+"/enabledMark",schemaPath:"#/properties/enabledMark/enum",keyword:"enum",params:{allowedValues: schema11.properties.enabledMark.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.enabledMark.enum,parentSchema:schema11.properties.enabledMark,data:data14};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.sortCode !== undefined){
let data15 = data.sortCode;
if(!((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15)))){
const err41 = {instancePath:instancePath+"/sortCode",schemaPath:"#/properties/sortCode/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.sortCode.type,parentSchema:schema11.properties.sortCode,data:data15};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(typeof data15 == "number"){
if(data15 > 999999 || isNaN(data15)){
const err42 = {instancePath:instancePath+"/sortCode",schemaPath:"#/properties/sortCode/maximum",keyword:"maximum",params:{comparison: "<=", limit: 999999},message:"must be <= 999999",schema:999999,parentSchema:schema11.properties.sortCode,data:data15};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data15 < 0 || isNaN(data15)){
const err43 = {instancePath:instancePath+"/sortCode",schemaPath:"#/properties/sortCode/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.sortCode,data:data15};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
if(data.description !== undefined){
let data16 = data.description;
if(typeof data16 === "string"){
if(func2(data16) > 500){
const err44 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema11.properties.description,data:data16};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.description.type,parentSchema:schema11.properties.description,data:data16};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

}
export default validateFns;
