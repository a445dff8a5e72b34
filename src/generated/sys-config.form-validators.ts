// Generated from schemas/sys-config.schema.json — do not edit; run npm run generate
// @ts-nocheck: ajv standalone code (rjsf compileSchemaValidatorsCode); the exports are typed below
import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

/** The schemas the settings page's tabs hand to rjsf, without labels (they ride in the uiSchema). */
export const formSchemas: RJSFSchema[] = [
  {
    "type": "object",
    "properties": {
      "sysName": {
        "type": "string",
        "maxLength": 1000
      },
      "sysDescription": {
        "type": "string",
        "maxLength": 1000
      },
      "sysVersion": {
        "type": "string",
        "maxLength": 1000
      },
      "copyright": {
        "type": "string",
        "maxLength": 1000
      },
      "publisher": {
        "type": "string",
        "maxLength": 1000
      },
      "title": {
        "type": "string",
        "maxLength": 1000
      },
      "loginIcon": {
        "type": "string",
        "maxLength": 1000
      },
      "navigationIcon": {
        "type": "string",
        "maxLength": 1000
      },
      "logoIcon": {
        "type": "string",
        "maxLength": 1000
      },
      "appIcon": {
        "type": "string",
        "maxLength": 1000
      },
      "sidebarLogo": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "companyName": {
        "type": "string",
        "maxLength": 1000
      },
      "companyCode": {
        "type": "string",
        "maxLength": 1000
      },
      "companyAddress": {
        "type": "string",
        "maxLength": 1000
      },
      "companyContacts": {
        "type": "string",
        "maxLength": 1000
      },
      "companyTelePhone": {
        "type": "string",
        "maxLength": 1000
      },
      "companyEmail": {
        "type": "string",
        "maxLength": 1000
      },
      "pageSize": {
        "type": "integer",
        "minimum": 10,
        "maximum": 500
      },
      "sysTheme": {
        "type": "string",
        "maxLength": 1000
      },
      "isLog": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      }
    }
  },
  {
    "type": "object",
    "properties": {
      "singleLogin": {
        "type": "integer",
        "enum": [
          1,
          2
        ]
      },
      "passwordErrorsNumber": {
        "type": "integer",
        "minimum": 0,
        "maximum": 100
      },
      "lockType": {
        "type": "integer",
        "enum": [
          1,
          2
        ]
      },
      "lockTime": {
        "type": "integer",
        "minimum": 1,
        "maximum": 10080
      },
      "enableVerificationCode": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "verificationCodeNumber": {
        "type": "integer",
        "minimum": 3,
        "maximum": 8
      },
      "tokenTimeout": {
        "type": "integer",
        "minimum": 5,
        "maximum": 43200
      },
      "lastLoginTimeSwitch": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "whitelistSwitch": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "whiteListIp": {
        "type": "string",
        "maxLength": 1000
      },
      "adminList": {
        "type": "string",
        "maxLength": 1000
      },
      "tokenHostAllowList": {
        "type": "string",
        "maxLength": 1000,
        "pattern": "^[\\s,;]*([A-Za-z0-9.-]+(:[0-9]{1,5})?([\\s,;]+[A-Za-z0-9.-]+(:[0-9]{1,5})?)*)?[\\s,;]*$"
      }
    }
  },
  {
    "type": "object",
    "properties": {
      "passwordStrengthLimit": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "passwordLengthMin": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "passwordLengthMinNumber": {
        "type": "integer",
        "minimum": 1,
        "maximum": 16
      },
      "containsNumbers": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "includeLowercaseLetters": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "includeUppercaseLetters": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "containsCharacters": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "passwordIsUpdatedRegularly": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "updateCycle": {
        "type": "integer",
        "minimum": 1,
        "maximum": 3650
      },
      "updateInAdvance": {
        "type": "integer",
        "minimum": 0,
        "maximum": 365
      },
      "disableOldPassword": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "disableTheNumberOfOldPasswords": {
        "type": "integer",
        "minimum": 1,
        "maximum": 24
      },
      "mandatoryModificationOfInitialPassword": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      }
    }
  },
  {
    "type": "object",
    "properties": {
      "linkTime": {
        "type": "integer",
        "minimum": 1,
        "maximum": 8760
      },
      "isClick": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "unClickNum": {
        "type": "integer",
        "minimum": 1,
        "maximum": 100
      }
    }
  },
  {
    "type": "object",
    "properties": {
      "qyhCorpId": {
        "type": "string",
        "maxLength": 1000
      },
      "qyhAgentId": {
        "type": "string",
        "maxLength": 1000
      },
      "qyhAgentSecret": {
        "type": "string",
        "maxLength": 1000
      },
      "qyhCorpSecret": {
        "type": "string",
        "maxLength": 1000
      },
      "qyhIsSynOrg": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "qyhIsSynUser": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "dingSynAppKey": {
        "type": "string",
        "maxLength": 1000
      },
      "dingSynAppSecret": {
        "type": "string",
        "maxLength": 1000
      },
      "dingAgentId": {
        "type": "string",
        "maxLength": 1000
      },
      "dingSynIsSynOrg": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "dingSynIsSynUser": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "registerKey": {
        "type": "string",
        "maxLength": 1000
      }
    }
  },
  {
    "type": "object",
    "properties": {
      "emailSmtpHost": {
        "type": "string",
        "maxLength": 1000
      },
      "emailSmtpPort": {
        "type": "string",
        "maxLength": 1000
      },
      "emailPop3Host": {
        "type": "string",
        "maxLength": 1000
      },
      "emailPop3Port": {
        "type": "string",
        "maxLength": 1000
      },
      "emailSenderName": {
        "type": "string",
        "maxLength": 1000
      },
      "emailAccount": {
        "type": "string",
        "maxLength": 1000
      },
      "emailPassword": {
        "type": "string",
        "maxLength": 1000
      },
      "emailSsl": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "aliAccessKey": {
        "type": "string",
        "maxLength": 1000
      },
      "aliSecret": {
        "type": "string",
        "maxLength": 1000
      },
      "tencentSecretId": {
        "type": "string",
        "maxLength": 1000
      },
      "tencentSecretKey": {
        "type": "string",
        "maxLength": 1000
      },
      "tencentAppId": {
        "type": "string",
        "maxLength": 1000
      },
      "tencentAppKey": {
        "type": "string",
        "maxLength": 1000
      }
    }
  },
  {
    "type": "object",
    "properties": {
      "importDocumentShipUrl": {
        "type": "string",
        "maxLength": 1000,
        "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
      },
      "importDocumentOilUrl": {
        "type": "string",
        "maxLength": 1000,
        "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
      },
      "importDocumentGdUrl": {
        "type": "string",
        "maxLength": 1000,
        "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
      },
      "exportdocumentUrl": {
        "type": "string",
        "maxLength": 1000,
        "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
      },
      "exportDocumentOilUrl": {
        "type": "string",
        "maxLength": 1000,
        "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
      },
      "landRegistrationUrl": {
        "type": "string",
        "maxLength": 1000,
        "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
      },
      "singlereleaseUrl": {
        "type": "string",
        "maxLength": 1000,
        "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
      },
      "mixreleaseUrl": {
        "type": "string",
        "maxLength": 1000,
        "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
      },
      "mixreleaseOilUrl": {
        "type": "string",
        "maxLength": 1000,
        "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
      },
      "portConsolidationShUrl": {
        "type": "string",
        "maxLength": 1000,
        "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
      },
      "classesplanUrl": {
        "type": "string",
        "maxLength": 1000,
        "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
      },
      "commercialPreparationsUrl": {
        "type": "string",
        "maxLength": 1000,
        "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
      },
      "shipWailiInformUrl": {
        "type": "string",
        "maxLength": 1000,
        "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
      },
      "importReleaseUrl": {
        "type": "string",
        "maxLength": 1000,
        "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
      },
      "importQueryUrl": {
        "type": "string",
        "maxLength": 1000,
        "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
      },
      "shipOneQueryUrl": {
        "type": "string",
        "maxLength": 1000,
        "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
      },
      "sbcShipperDocUrl": {
        "type": "string",
        "maxLength": 1000,
        "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
      },
      "sbcShipperDocOneUrl": {
        "type": "string",
        "maxLength": 1000,
        "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
      },
      "sbcShipperDocTwoUrl": {
        "type": "string",
        "maxLength": 1000,
        "pattern": "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"
      },
      "frameMessageOrigins": {
        "type": "string",
        "maxLength": 1000,
        "pattern": "^$|^https?://[^/\\s,]+(\\s*,\\s*https?://[^/\\s,]+)*$"
      },
      "gctosTokenMinutes": {
        "type": "integer",
        "minimum": 0,
        "maximum": 1440
      }
    }
  }
];

/** rjsf createPrecompiledValidator's validateFns: the validators by schema hash. */
const validateFns: ValidatorFunctions = {};
{
const exports = validateFns;
exports["35c0dd58"] = validate10;
const schema11 = {"type":"object","properties":{"sysName":{"type":"string","maxLength":1000},"sysDescription":{"type":"string","maxLength":1000},"sysVersion":{"type":"string","maxLength":1000},"copyright":{"type":"string","maxLength":1000},"publisher":{"type":"string","maxLength":1000},"title":{"type":"string","maxLength":1000},"loginIcon":{"type":"string","maxLength":1000},"navigationIcon":{"type":"string","maxLength":1000},"logoIcon":{"type":"string","maxLength":1000},"appIcon":{"type":"string","maxLength":1000},"sidebarLogo":{"type":"integer","enum":[0,1]},"companyName":{"type":"string","maxLength":1000},"companyCode":{"type":"string","maxLength":1000},"companyAddress":{"type":"string","maxLength":1000},"companyContacts":{"type":"string","maxLength":1000},"companyTelePhone":{"type":"string","maxLength":1000},"companyEmail":{"type":"string","maxLength":1000},"pageSize":{"type":"integer","minimum":10,"maximum":500},"sysTheme":{"type":"string","maxLength":1000},"isLog":{"type":"integer","enum":[0,1]}},"$id":"35c0dd58"};
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

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="35c0dd58" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sysName !== undefined){
let data0 = data.sysName;
if(typeof data0 === "string"){
if(func2(data0) > 1000){
const err0 = {instancePath:instancePath+"/sysName",schemaPath:"#/properties/sysName/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.sysName,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/sysName",schemaPath:"#/properties/sysName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sysName.type,parentSchema:schema11.properties.sysName,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.sysDescription !== undefined){
let data1 = data.sysDescription;
if(typeof data1 === "string"){
if(func2(data1) > 1000){
const err2 = {instancePath:instancePath+"/sysDescription",schemaPath:"#/properties/sysDescription/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.sysDescription,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/sysDescription",schemaPath:"#/properties/sysDescription/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sysDescription.type,parentSchema:schema11.properties.sysDescription,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.sysVersion !== undefined){
let data2 = data.sysVersion;
if(typeof data2 === "string"){
if(func2(data2) > 1000){
const err4 = {instancePath:instancePath+"/sysVersion",schemaPath:"#/properties/sysVersion/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.sysVersion,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/sysVersion",schemaPath:"#/properties/sysVersion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sysVersion.type,parentSchema:schema11.properties.sysVersion,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.copyright !== undefined){
let data3 = data.copyright;
if(typeof data3 === "string"){
if(func2(data3) > 1000){
const err6 = {instancePath:instancePath+"/copyright",schemaPath:"#/properties/copyright/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.copyright,data:data3};
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
const err7 = {instancePath:instancePath+"/copyright",schemaPath:"#/properties/copyright/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.copyright.type,parentSchema:schema11.properties.copyright,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.publisher !== undefined){
let data4 = data.publisher;
if(typeof data4 === "string"){
if(func2(data4) > 1000){
const err8 = {instancePath:instancePath+"/publisher",schemaPath:"#/properties/publisher/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.publisher,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/publisher",schemaPath:"#/properties/publisher/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.publisher.type,parentSchema:schema11.properties.publisher,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.title !== undefined){
let data5 = data.title;
if(typeof data5 === "string"){
if(func2(data5) > 1000){
const err10 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.title,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.title.type,parentSchema:schema11.properties.title,data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.loginIcon !== undefined){
let data6 = data.loginIcon;
if(typeof data6 === "string"){
if(func2(data6) > 1000){
const err12 = {instancePath:instancePath+"/loginIcon",schemaPath:"#/properties/loginIcon/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.loginIcon,data:data6};
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
const err13 = {instancePath:instancePath+"/loginIcon",schemaPath:"#/properties/loginIcon/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.loginIcon.type,parentSchema:schema11.properties.loginIcon,data:data6};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.navigationIcon !== undefined){
let data7 = data.navigationIcon;
if(typeof data7 === "string"){
if(func2(data7) > 1000){
const err14 = {instancePath:instancePath+"/navigationIcon",schemaPath:"#/properties/navigationIcon/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.navigationIcon,data:data7};
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
const err15 = {instancePath:instancePath+"/navigationIcon",schemaPath:"#/properties/navigationIcon/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.navigationIcon.type,parentSchema:schema11.properties.navigationIcon,data:data7};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.logoIcon !== undefined){
let data8 = data.logoIcon;
if(typeof data8 === "string"){
if(func2(data8) > 1000){
const err16 = {instancePath:instancePath+"/logoIcon",schemaPath:"#/properties/logoIcon/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.logoIcon,data:data8};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/logoIcon",schemaPath:"#/properties/logoIcon/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.logoIcon.type,parentSchema:schema11.properties.logoIcon,data:data8};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.appIcon !== undefined){
let data9 = data.appIcon;
if(typeof data9 === "string"){
if(func2(data9) > 1000){
const err18 = {instancePath:instancePath+"/appIcon",schemaPath:"#/properties/appIcon/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.appIcon,data:data9};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/appIcon",schemaPath:"#/properties/appIcon/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.appIcon.type,parentSchema:schema11.properties.appIcon,data:data9};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.sidebarLogo !== undefined){
let data10 = data.sidebarLogo;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err20 = {instancePath:instancePath+"/sidebarLogo",schemaPath:"#/properties/sidebarLogo/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.sidebarLogo.type,parentSchema:schema11.properties.sidebarLogo,data:data10};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!((data10 === 0) || (data10 === 1))){
const err21 = {instancePath:instancePath+"/sidebarLogo",schemaPath:"#/properties/sidebarLogo/enum",keyword:"enum",params:{allowedValues: schema11.properties.sidebarLogo.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sidebarLogo.enum,parentSchema:schema11.properties.sidebarLogo,data:data10};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.companyName !== undefined){
let data11 = data.companyName;
if(typeof data11 === "string"){
if(func2(data11) > 1000){
const err22 = {instancePath:instancePath+"/companyName",schemaPath:"#/properties/companyName/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.companyName,data:data11};
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
const err23 = {instancePath:instancePath+"/companyName",schemaPath:"#/properties/companyName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.companyName.type,parentSchema:schema11.properties.companyName,data:data11};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.companyCode !== undefined){
let data12 = data.companyCode;
if(typeof data12 === "string"){
if(func2(data12) > 1000){
const err24 = {instancePath:instancePath+"/companyCode",schemaPath:"#/properties/companyCode/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.companyCode,data:data12};
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
const err25 = {instancePath:instancePath+"/companyCode",schemaPath:"#/properties/companyCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.companyCode.type,parentSchema:schema11.properties.companyCode,data:data12};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.companyAddress !== undefined){
let data13 = data.companyAddress;
if(typeof data13 === "string"){
if(func2(data13) > 1000){
const err26 = {instancePath:instancePath+"/companyAddress",schemaPath:"#/properties/companyAddress/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.companyAddress,data:data13};
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
const err27 = {instancePath:instancePath+"/companyAddress",schemaPath:"#/properties/companyAddress/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.companyAddress.type,parentSchema:schema11.properties.companyAddress,data:data13};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.companyContacts !== undefined){
let data14 = data.companyContacts;
if(typeof data14 === "string"){
if(func2(data14) > 1000){
const err28 = {instancePath:instancePath+"/companyContacts",schemaPath:"#/properties/companyContacts/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.companyContacts,data:data14};
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
const err29 = {instancePath:instancePath+"/companyContacts",schemaPath:"#/properties/companyContacts/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.companyContacts.type,parentSchema:schema11.properties.companyContacts,data:data14};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.companyTelePhone !== undefined){
let data15 = data.companyTelePhone;
if(typeof data15 === "string"){
if(func2(data15) > 1000){
const err30 = {instancePath:instancePath+"/companyTelePhone",schemaPath:"#/properties/companyTelePhone/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.companyTelePhone,data:data15};
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
const err31 = {instancePath:instancePath+"/companyTelePhone",schemaPath:"#/properties/companyTelePhone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.companyTelePhone.type,parentSchema:schema11.properties.companyTelePhone,data:data15};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.companyEmail !== undefined){
let data16 = data.companyEmail;
if(typeof data16 === "string"){
if(func2(data16) > 1000){
const err32 = {instancePath:instancePath+"/companyEmail",schemaPath:"#/properties/companyEmail/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.companyEmail,data:data16};
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
const err33 = {instancePath:instancePath+"/companyEmail",schemaPath:"#/properties/companyEmail/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.companyEmail.type,parentSchema:schema11.properties.companyEmail,data:data16};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.pageSize !== undefined){
let data17 = data.pageSize;
if(!((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17)))){
const err34 = {instancePath:instancePath+"/pageSize",schemaPath:"#/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.pageSize.type,parentSchema:schema11.properties.pageSize,data:data17};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(typeof data17 == "number"){
if(data17 > 500 || isNaN(data17)){
const err35 = {instancePath:instancePath+"/pageSize",schemaPath:"#/properties/pageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 500},message:"must be <= 500",schema:500,parentSchema:schema11.properties.pageSize,data:data17};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data17 < 10 || isNaN(data17)){
const err36 = {instancePath:instancePath+"/pageSize",schemaPath:"#/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 10},message:"must be >= 10",schema:10,parentSchema:schema11.properties.pageSize,data:data17};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
if(data.sysTheme !== undefined){
let data18 = data.sysTheme;
if(typeof data18 === "string"){
if(func2(data18) > 1000){
const err37 = {instancePath:instancePath+"/sysTheme",schemaPath:"#/properties/sysTheme/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.sysTheme,data:data18};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/sysTheme",schemaPath:"#/properties/sysTheme/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sysTheme.type,parentSchema:schema11.properties.sysTheme,data:data18};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.isLog !== undefined){
let data19 = data.isLog;
if(!((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19)))){
const err39 = {instancePath:instancePath+"/isLog",schemaPath:"#/properties/isLog/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.isLog.type,parentSchema:schema11.properties.isLog,data:data19};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(!((data19 === 0) || (data19 === 1))){
const err40 = {instancePath:instancePath+"/isLog",schemaPath:"#/properties/isLog/enum",keyword:"enum",params:{allowedValues: schema11.properties.isLog.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.isLog.enum,parentSchema:schema11.properties.isLog,data:data19};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

}
{
const exports = validateFns;
exports["58b647f3"] = validate10;
const schema11 = {"type":"object","properties":{"singleLogin":{"type":"integer","enum":[1,2]},"passwordErrorsNumber":{"type":"integer","minimum":0,"maximum":100},"lockType":{"type":"integer","enum":[1,2]},"lockTime":{"type":"integer","minimum":1,"maximum":10080},"enableVerificationCode":{"type":"integer","enum":[0,1]},"verificationCodeNumber":{"type":"integer","minimum":3,"maximum":8},"tokenTimeout":{"type":"integer","minimum":5,"maximum":43200},"lastLoginTimeSwitch":{"type":"integer","enum":[0,1]},"whitelistSwitch":{"type":"integer","enum":[0,1]},"whiteListIp":{"type":"string","maxLength":1000},"adminList":{"type":"string","maxLength":1000},"tokenHostAllowList":{"type":"string","maxLength":1000,"pattern":"^[\\s,;]*([A-Za-z0-9.-]+(:[0-9]{1,5})?([\\s,;]+[A-Za-z0-9.-]+(:[0-9]{1,5})?)*)?[\\s,;]*$"}},"$id":"58b647f3"};
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
const pattern0 = new RegExp("^[\\s,;]*([A-Za-z0-9.-]+(:[0-9]{1,5})?([\\s,;]+[A-Za-z0-9.-]+(:[0-9]{1,5})?)*)?[\\s,;]*$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="58b647f3" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.singleLogin !== undefined){
let data0 = data.singleLogin;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err0 = {instancePath:instancePath+"/singleLogin",schemaPath:"#/properties/singleLogin/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.singleLogin.type,parentSchema:schema11.properties.singleLogin,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((data0 === 1) || (data0 === 2))){
const err1 = {instancePath:instancePath+"/singleLogin",schemaPath:"#/properties/singleLogin/enum",keyword:"enum",params:{allowedValues: schema11.properties.singleLogin.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.singleLogin.enum,parentSchema:schema11.properties.singleLogin,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.passwordErrorsNumber !== undefined){
let data1 = data.passwordErrorsNumber;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err2 = {instancePath:instancePath+"/passwordErrorsNumber",schemaPath:"#/properties/passwordErrorsNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.passwordErrorsNumber.type,parentSchema:schema11.properties.passwordErrorsNumber,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 100 || isNaN(data1)){
const err3 = {instancePath:instancePath+"/passwordErrorsNumber",schemaPath:"#/properties/passwordErrorsNumber/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema11.properties.passwordErrorsNumber,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/passwordErrorsNumber",schemaPath:"#/properties/passwordErrorsNumber/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.passwordErrorsNumber,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.lockType !== undefined){
let data2 = data.lockType;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err5 = {instancePath:instancePath+"/lockType",schemaPath:"#/properties/lockType/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.lockType.type,parentSchema:schema11.properties.lockType,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((data2 === 1) || (data2 === 2))){
const err6 = {instancePath:instancePath+"/lockType",schemaPath:"#/properties/lockType/enum",keyword:"enum",params:{allowedValues: schema11.properties.lockType.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.lockType.enum,parentSchema:schema11.properties.lockType,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.lockTime !== undefined){
let data3 = data.lockTime;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err7 = {instancePath:instancePath+"/lockTime",schemaPath:"#/properties/lockTime/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.lockTime.type,parentSchema:schema11.properties.lockTime,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 > 10080 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/lockTime",schemaPath:"#/properties/lockTime/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10080},message:"must be <= 10080",schema:10080,parentSchema:schema11.properties.lockTime,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/lockTime",schemaPath:"#/properties/lockTime/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.lockTime,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.enableVerificationCode !== undefined){
let data4 = data.enableVerificationCode;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err10 = {instancePath:instancePath+"/enableVerificationCode",schemaPath:"#/properties/enableVerificationCode/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.enableVerificationCode.type,parentSchema:schema11.properties.enableVerificationCode,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((data4 === 0) || (data4 === 1))){
const err11 = {instancePath:instancePath+"/enableVerificationCode",schemaPath:"#/properties/enableVerificationCode/enum",keyword:"enum",params:{allowedValues: schema11.properties.enableVerificationCode.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.enableVerificationCode.enum,parentSchema:schema11.properties.enableVerificationCode,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.verificationCodeNumber !== undefined){
let data5 = data.verificationCodeNumber;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err12 = {instancePath:instancePath+"/verificationCodeNumber",schemaPath:"#/properties/verificationCodeNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.verificationCodeNumber.type,parentSchema:schema11.properties.verificationCodeNumber,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 > 8 || isNaN(data5)){
const err13 = {instancePath:instancePath+"/verificationCodeNumber",schemaPath:"#/properties/verificationCodeNumber/maximum",keyword:"maximum",params:{comparison: "<=", limit: 8},message:"must be <= 8",schema:8,parentSchema:schema11.properties.verificationCodeNumber,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data5 < 3 || isNaN(data5)){
const err14 = {instancePath:instancePath+"/verificationCodeNumber",schemaPath:"#/properties/verificationCodeNumber/minimum",keyword:"minimum",params:{comparison: ">=", limit: 3},message:"must be >= 3",schema:3,parentSchema:schema11.properties.verificationCodeNumber,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data.tokenTimeout !== undefined){
let data6 = data.tokenTimeout;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err15 = {instancePath:instancePath+"/tokenTimeout",schemaPath:"#/properties/tokenTimeout/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.tokenTimeout.type,parentSchema:schema11.properties.tokenTimeout,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(typeof data6 == "number"){
if(data6 > 43200 || isNaN(data6)){
const err16 = {instancePath:instancePath+"/tokenTimeout",schemaPath:"#/properties/tokenTimeout/maximum",keyword:"maximum",params:{comparison: "<=", limit: 43200},message:"must be <= 43200",schema:43200,parentSchema:schema11.properties.tokenTimeout,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data6 < 5 || isNaN(data6)){
const err17 = {instancePath:instancePath+"/tokenTimeout",schemaPath:"#/properties/tokenTimeout/minimum",keyword:"minimum",params:{comparison: ">=", limit: 5},message:"must be >= 5",schema:5,parentSchema:schema11.properties.tokenTimeout,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.lastLoginTimeSwitch !== undefined){
let data7 = data.lastLoginTimeSwitch;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err18 = {instancePath:instancePath+"/lastLoginTimeSwitch",schemaPath:"#/properties/lastLoginTimeSwitch/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.lastLoginTimeSwitch.type,parentSchema:schema11.properties.lastLoginTimeSwitch,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!((data7 === 0) || (data7 === 1))){
const err19 = {instancePath:instancePath+"/lastLoginTimeSwitch",schemaPath:"#/properties/lastLoginTimeSwitch/enum",keyword:"enum",params:{allowedValues: schema11.properties.lastLoginTimeSwitch.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.lastLoginTimeSwitch.enum,parentSchema:schema11.properties.lastLoginTimeSwitch,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.whitelistSwitch !== undefined){
let data8 = data.whitelistSwitch;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err20 = {instancePath:instancePath+"/whitelistSwitch",schemaPath:"#/properties/whitelistSwitch/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.whitelistSwitch.type,parentSchema:schema11.properties.whitelistSwitch,data:data8};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!((data8 === 0) || (data8 === 1))){
const err21 = {instancePath:instancePath+"/whitelistSwitch",schemaPath:"#/properties/whitelistSwitch/enum",keyword:"enum",params:{allowedValues: schema11.properties.whitelistSwitch.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.whitelistSwitch.enum,parentSchema:schema11.properties.whitelistSwitch,data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.whiteListIp !== undefined){
let data9 = data.whiteListIp;
if(typeof data9 === "string"){
if(func2(data9) > 1000){
const err22 = {instancePath:instancePath+"/whiteListIp",schemaPath:"#/properties/whiteListIp/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.whiteListIp,data:data9};
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
const err23 = {instancePath:instancePath+"/whiteListIp",schemaPath:"#/properties/whiteListIp/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.whiteListIp.type,parentSchema:schema11.properties.whiteListIp,data:data9};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.adminList !== undefined){
let data10 = data.adminList;
if(typeof data10 === "string"){
if(func2(data10) > 1000){
const err24 = {instancePath:instancePath+"/adminList",schemaPath:"#/properties/adminList/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.adminList,data:data10};
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
const err25 = {instancePath:instancePath+"/adminList",schemaPath:"#/properties/adminList/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.adminList.type,parentSchema:schema11.properties.adminList,data:data10};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.tokenHostAllowList !== undefined){
let data11 = data.tokenHostAllowList;
if(typeof data11 === "string"){
if(func2(data11) > 1000){
const err26 = {instancePath:instancePath+"/tokenHostAllowList",schemaPath:"#/properties/tokenHostAllowList/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.tokenHostAllowList,data:data11};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!pattern0.test(data11)){
const err27 = {instancePath:instancePath+"/tokenHostAllowList",schemaPath:"#/properties/tokenHostAllowList/pattern",keyword:"pattern",params:{pattern: "^[\\s,;]*([A-Za-z0-9.-]+(:[0-9]{1,5})?([\\s,;]+[A-Za-z0-9.-]+(:[0-9]{1,5})?)*)?[\\s,;]*$"},message:"must match pattern \""+"^[\\s,;]*([A-Za-z0-9.-]+(:[0-9]{1,5})?([\\s,;]+[A-Za-z0-9.-]+(:[0-9]{1,5})?)*)?[\\s,;]*$"+"\"",schema:"^[\\s,;]*([A-Za-z0-9.-]+(:[0-9]{1,5})?([\\s,;]+[A-Za-z0-9.-]+(:[0-9]{1,5})?)*)?[\\s,;]*$",parentSchema:schema11.properties.tokenHostAllowList,data:data11};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/tokenHostAllowList",schemaPath:"#/properties/tokenHostAllowList/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.tokenHostAllowList.type,parentSchema:schema11.properties.tokenHostAllowList,data:data11};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

}
{
const exports = validateFns;
exports["-648ea874"] = validate10;
const schema11 = {"type":"object","properties":{"passwordStrengthLimit":{"type":"integer","enum":[0,1]},"passwordLengthMin":{"type":"integer","enum":[0,1]},"passwordLengthMinNumber":{"type":"integer","minimum":1,"maximum":16},"containsNumbers":{"type":"integer","enum":[0,1]},"includeLowercaseLetters":{"type":"integer","enum":[0,1]},"includeUppercaseLetters":{"type":"integer","enum":[0,1]},"containsCharacters":{"type":"integer","enum":[0,1]},"passwordIsUpdatedRegularly":{"type":"integer","enum":[0,1]},"updateCycle":{"type":"integer","minimum":1,"maximum":3650},"updateInAdvance":{"type":"integer","minimum":0,"maximum":365},"disableOldPassword":{"type":"integer","enum":[0,1]},"disableTheNumberOfOldPasswords":{"type":"integer","minimum":1,"maximum":24},"mandatoryModificationOfInitialPassword":{"type":"integer","enum":[0,1]}},"$id":"-648ea874"};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-648ea874" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.passwordStrengthLimit !== undefined){
let data0 = data.passwordStrengthLimit;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err0 = {instancePath:instancePath+"/passwordStrengthLimit",schemaPath:"#/properties/passwordStrengthLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.passwordStrengthLimit.type,parentSchema:schema11.properties.passwordStrengthLimit,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((data0 === 0) || (data0 === 1))){
const err1 = {instancePath:instancePath+"/passwordStrengthLimit",schemaPath:"#/properties/passwordStrengthLimit/enum",keyword:"enum",params:{allowedValues: schema11.properties.passwordStrengthLimit.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.passwordStrengthLimit.enum,parentSchema:schema11.properties.passwordStrengthLimit,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.passwordLengthMin !== undefined){
let data1 = data.passwordLengthMin;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err2 = {instancePath:instancePath+"/passwordLengthMin",schemaPath:"#/properties/passwordLengthMin/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.passwordLengthMin.type,parentSchema:schema11.properties.passwordLengthMin,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data1 === 0) || (data1 === 1))){
const err3 = {instancePath:instancePath+"/passwordLengthMin",schemaPath:"#/properties/passwordLengthMin/enum",keyword:"enum",params:{allowedValues: schema11.properties.passwordLengthMin.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.passwordLengthMin.enum,parentSchema:schema11.properties.passwordLengthMin,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.passwordLengthMinNumber !== undefined){
let data2 = data.passwordLengthMinNumber;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err4 = {instancePath:instancePath+"/passwordLengthMinNumber",schemaPath:"#/properties/passwordLengthMinNumber/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.passwordLengthMinNumber.type,parentSchema:schema11.properties.passwordLengthMinNumber,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 16 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/passwordLengthMinNumber",schemaPath:"#/properties/passwordLengthMinNumber/maximum",keyword:"maximum",params:{comparison: "<=", limit: 16},message:"must be <= 16",schema:16,parentSchema:schema11.properties.passwordLengthMinNumber,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/passwordLengthMinNumber",schemaPath:"#/properties/passwordLengthMinNumber/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.passwordLengthMinNumber,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.containsNumbers !== undefined){
let data3 = data.containsNumbers;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err7 = {instancePath:instancePath+"/containsNumbers",schemaPath:"#/properties/containsNumbers/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.containsNumbers.type,parentSchema:schema11.properties.containsNumbers,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data3 === 0) || (data3 === 1))){
const err8 = {instancePath:instancePath+"/containsNumbers",schemaPath:"#/properties/containsNumbers/enum",keyword:"enum",params:{allowedValues: schema11.properties.containsNumbers.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.containsNumbers.enum,parentSchema:schema11.properties.containsNumbers,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.includeLowercaseLetters !== undefined){
let data4 = data.includeLowercaseLetters;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err9 = {instancePath:instancePath+"/includeLowercaseLetters",schemaPath:"#/properties/includeLowercaseLetters/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.includeLowercaseLetters.type,parentSchema:schema11.properties.includeLowercaseLetters,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((data4 === 0) || (data4 === 1))){
const err10 = {instancePath:instancePath+"/includeLowercaseLetters",schemaPath:"#/properties/includeLowercaseLetters/enum",keyword:"enum",params:{allowedValues: schema11.properties.includeLowercaseLetters.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.includeLowercaseLetters.enum,parentSchema:schema11.properties.includeLowercaseLetters,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.includeUppercaseLetters !== undefined){
let data5 = data.includeUppercaseLetters;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err11 = {instancePath:instancePath+"/includeUppercaseLetters",schemaPath:"#/properties/includeUppercaseLetters/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.includeUppercaseLetters.type,parentSchema:schema11.properties.includeUppercaseLetters,data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((data5 === 0) || (data5 === 1))){
const err12 = {instancePath:instancePath+"/includeUppercaseLetters",schemaPath:"#/properties/includeUppercaseLetters/enum",keyword:"enum",params:{allowedValues: schema11.properties.includeUppercaseLetters.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.includeUppercaseLetters.enum,parentSchema:schema11.properties.includeUppercaseLetters,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.containsCharacters !== undefined){
let data6 = data.containsCharacters;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err13 = {instancePath:instancePath+"/containsCharacters",schemaPath:"#/properties/containsCharacters/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.containsCharacters.type,parentSchema:schema11.properties.containsCharacters,data:data6};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!((data6 === 0) || (data6 === 1))){
const err14 = {instancePath:instancePath+"/containsCharacters",schemaPath:"#/properties/containsCharacters/enum",keyword:"enum",params:{allowedValues: schema11.properties.containsCharacters.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.containsCharacters.enum,parentSchema:schema11.properties.containsCharacters,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.passwordIsUpdatedRegularly !== undefined){
let data7 = data.passwordIsUpdatedRegularly;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err15 = {instancePath:instancePath+"/passwordIsUpdatedRegularly",schemaPath:"#/properties/passwordIsUpdatedRegularly/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.passwordIsUpdatedRegularly.type,parentSchema:schema11.properties.passwordIsUpdatedRegularly,data:data7};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!((data7 === 0) || (data7 === 1))){
const err16 = {instancePath:instancePath+"/passwordIsUpdatedRegularly",schemaPath:"#/properties/passwordIsUpdatedRegularly/enum",keyword:"enum",params:{allowedValues: schema11.properties.passwordIsUpdatedRegularly.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.passwordIsUpdatedRegularly.enum,parentSchema:schema11.properties.passwordIsUpdatedRegularly,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.updateCycle !== undefined){
let data8 = data.updateCycle;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err17 = {instancePath:instancePath+"/updateCycle",schemaPath:"#/properties/updateCycle/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.updateCycle.type,parentSchema:schema11.properties.updateCycle,data:data8};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 > 3650 || isNaN(data8)){
const err18 = {instancePath:instancePath+"/updateCycle",schemaPath:"#/properties/updateCycle/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3650},message:"must be <= 3650",schema:3650,parentSchema:schema11.properties.updateCycle,data:data8};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data8 < 1 || isNaN(data8)){
const err19 = {instancePath:instancePath+"/updateCycle",schemaPath:"#/properties/updateCycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.updateCycle,data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.updateInAdvance !== undefined){
let data9 = data.updateInAdvance;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err20 = {instancePath:instancePath+"/updateInAdvance",schemaPath:"#/properties/updateInAdvance/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.updateInAdvance.type,parentSchema:schema11.properties.updateInAdvance,data:data9};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 > 365 || isNaN(data9)){
const err21 = {instancePath:instancePath+"/updateInAdvance",schemaPath:"#/properties/updateInAdvance/maximum",keyword:"maximum",params:{comparison: "<=", limit: 365},message:"must be <= 365",schema:365,parentSchema:schema11.properties.updateInAdvance,data:data9};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err22 = {instancePath:instancePath+"/updateInAdvance",schemaPath:"#/properties/updateInAdvance/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.updateInAdvance,data:data9};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
if(data.disableOldPassword !== undefined){
let data10 = data.disableOldPassword;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err23 = {instancePath:instancePath+"/disableOldPassword",schemaPath:"#/properties/disableOldPassword/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.disableOldPassword.type,parentSchema:schema11.properties.disableOldPassword,data:data10};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!((data10 === 0) || (data10 === 1))){
const err24 = {instancePath:instancePath+"/disableOldPassword",schemaPath:"#/properties/disableOldPassword/enum",keyword:"enum",params:{allowedValues: schema11.properties.disableOldPassword.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.disableOldPassword.enum,parentSchema:schema11.properties.disableOldPassword,data:data10};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.disableTheNumberOfOldPasswords !== undefined){
let data11 = data.disableTheNumberOfOldPasswords;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err25 = {instancePath:instancePath+"/disableTheNumberOfOldPasswords",schemaPath:"#/properties/disableTheNumberOfOldPasswords/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.disableTheNumberOfOldPasswords.type,parentSchema:schema11.properties.disableTheNumberOfOldPasswords,data:data11};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(typeof data11 == "number"){
if(data11 > 24 || isNaN(data11)){
const err26 = {instancePath:instancePath+"/disableTheNumberOfOldPasswords",schemaPath:"#/properties/disableTheNumberOfOldPasswords/maximum",keyword:"maximum",params:{comparison: "<=", limit: 24},message:"must be <= 24",schema:24,parentSchema:schema11.properties.disableTheNumberOfOldPasswords,data:data11};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data11 < 1 || isNaN(data11)){
const err27 = {instancePath:instancePath+"/disableTheNumberOfOldPasswords",schemaPath:"#/properties/disableTheNumberOfOldPasswords/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.disableTheNumberOfOldPasswords,data:data11};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
if(data.mandatoryModificationOfInitialPassword !== undefined){
let data12 = data.mandatoryModificationOfInitialPassword;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
const err28 = {instancePath:instancePath+"/mandatoryModificationOfInitialPassword",schemaPath:"#/properties/mandatoryModificationOfInitialPassword/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.mandatoryModificationOfInitialPassword.type,parentSchema:schema11.properties.mandatoryModificationOfInitialPassword,data:data12};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!((data12 === 0) || (data12 === 1))){
const err29 = {instancePath:instancePath+"/mandatoryModificationOfInitialPassword",schemaPath:"#/properties/mandatoryModificationOfInitialPassword/enum",keyword:"enum",params:{allowedValues: schema11.properties.mandatoryModificationOfInitialPassword.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.mandatoryModificationOfInitialPassword.enum,parentSchema:schema11.properties.mandatoryModificationOfInitialPassword,data:data12};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

}
{
const exports = validateFns;
exports["-34761274"] = validate10;
const schema11 = {"type":"object","properties":{"linkTime":{"type":"integer","minimum":1,"maximum":8760},"isClick":{"type":"integer","enum":[0,1]},"unClickNum":{"type":"integer","minimum":1,"maximum":100}},"$id":"-34761274"};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-34761274" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.linkTime !== undefined){
let data0 = data.linkTime;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err0 = {instancePath:instancePath+"/linkTime",schemaPath:"#/properties/linkTime/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.linkTime.type,parentSchema:schema11.properties.linkTime,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 > 8760 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/linkTime",schemaPath:"#/properties/linkTime/maximum",keyword:"maximum",params:{comparison: "<=", limit: 8760},message:"must be <= 8760",schema:8760,parentSchema:schema11.properties.linkTime,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/linkTime",schemaPath:"#/properties/linkTime/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.linkTime,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
if(data.isClick !== undefined){
let data1 = data.isClick;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err3 = {instancePath:instancePath+"/isClick",schemaPath:"#/properties/isClick/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.isClick.type,parentSchema:schema11.properties.isClick,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!((data1 === 0) || (data1 === 1))){
const err4 = {instancePath:instancePath+"/isClick",schemaPath:"#/properties/isClick/enum",keyword:"enum",params:{allowedValues: schema11.properties.isClick.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.isClick.enum,parentSchema:schema11.properties.isClick,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.unClickNum !== undefined){
let data2 = data.unClickNum;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err5 = {instancePath:instancePath+"/unClickNum",schemaPath:"#/properties/unClickNum/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.unClickNum.type,parentSchema:schema11.properties.unClickNum,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 100 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/unClickNum",schemaPath:"#/properties/unClickNum/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema11.properties.unClickNum,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/unClickNum",schemaPath:"#/properties/unClickNum/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.unClickNum,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

}
{
const exports = validateFns;
exports["-6cbc1897"] = validate10;
const schema11 = {"type":"object","properties":{"qyhCorpId":{"type":"string","maxLength":1000},"qyhAgentId":{"type":"string","maxLength":1000},"qyhAgentSecret":{"type":"string","maxLength":1000},"qyhCorpSecret":{"type":"string","maxLength":1000},"qyhIsSynOrg":{"type":"integer","enum":[0,1]},"qyhIsSynUser":{"type":"integer","enum":[0,1]},"dingSynAppKey":{"type":"string","maxLength":1000},"dingSynAppSecret":{"type":"string","maxLength":1000},"dingAgentId":{"type":"string","maxLength":1000},"dingSynIsSynOrg":{"type":"integer","enum":[0,1]},"dingSynIsSynUser":{"type":"integer","enum":[0,1]},"registerKey":{"type":"string","maxLength":1000}},"$id":"-6cbc1897"};
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

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-6cbc1897" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.qyhCorpId !== undefined){
let data0 = data.qyhCorpId;
if(typeof data0 === "string"){
if(func2(data0) > 1000){
const err0 = {instancePath:instancePath+"/qyhCorpId",schemaPath:"#/properties/qyhCorpId/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.qyhCorpId,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/qyhCorpId",schemaPath:"#/properties/qyhCorpId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.qyhCorpId.type,parentSchema:schema11.properties.qyhCorpId,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.qyhAgentId !== undefined){
let data1 = data.qyhAgentId;
if(typeof data1 === "string"){
if(func2(data1) > 1000){
const err2 = {instancePath:instancePath+"/qyhAgentId",schemaPath:"#/properties/qyhAgentId/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.qyhAgentId,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/qyhAgentId",schemaPath:"#/properties/qyhAgentId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.qyhAgentId.type,parentSchema:schema11.properties.qyhAgentId,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.qyhAgentSecret !== undefined){
let data2 = data.qyhAgentSecret;
if(typeof data2 === "string"){
if(func2(data2) > 1000){
const err4 = {instancePath:instancePath+"/qyhAgentSecret",schemaPath:"#/properties/qyhAgentSecret/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.qyhAgentSecret,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/qyhAgentSecret",schemaPath:"#/properties/qyhAgentSecret/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.qyhAgentSecret.type,parentSchema:schema11.properties.qyhAgentSecret,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.qyhCorpSecret !== undefined){
let data3 = data.qyhCorpSecret;
if(typeof data3 === "string"){
if(func2(data3) > 1000){
const err6 = {instancePath:instancePath+"/qyhCorpSecret",schemaPath:"#/properties/qyhCorpSecret/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.qyhCorpSecret,data:data3};
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
const err7 = {instancePath:instancePath+"/qyhCorpSecret",schemaPath:"#/properties/qyhCorpSecret/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.qyhCorpSecret.type,parentSchema:schema11.properties.qyhCorpSecret,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.qyhIsSynOrg !== undefined){
let data4 = data.qyhIsSynOrg;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err8 = {instancePath:instancePath+"/qyhIsSynOrg",schemaPath:"#/properties/qyhIsSynOrg/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.qyhIsSynOrg.type,parentSchema:schema11.properties.qyhIsSynOrg,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((data4 === 0) || (data4 === 1))){
const err9 = {instancePath:instancePath+"/qyhIsSynOrg",schemaPath:"#/properties/qyhIsSynOrg/enum",keyword:"enum",params:{allowedValues: schema11.properties.qyhIsSynOrg.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.qyhIsSynOrg.enum,parentSchema:schema11.properties.qyhIsSynOrg,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.qyhIsSynUser !== undefined){
let data5 = data.qyhIsSynUser;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err10 = {instancePath:instancePath+"/qyhIsSynUser",schemaPath:"#/properties/qyhIsSynUser/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.qyhIsSynUser.type,parentSchema:schema11.properties.qyhIsSynUser,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((data5 === 0) || (data5 === 1))){
const err11 = {instancePath:instancePath+"/qyhIsSynUser",schemaPath:"#/properties/qyhIsSynUser/enum",keyword:"enum",params:{allowedValues: schema11.properties.qyhIsSynUser.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.qyhIsSynUser.enum,parentSchema:schema11.properties.qyhIsSynUser,data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.dingSynAppKey !== undefined){
let data6 = data.dingSynAppKey;
if(typeof data6 === "string"){
if(func2(data6) > 1000){
const err12 = {instancePath:instancePath+"/dingSynAppKey",schemaPath:"#/properties/dingSynAppKey/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.dingSynAppKey,data:data6};
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
const err13 = {instancePath:instancePath+"/dingSynAppKey",schemaPath:"#/properties/dingSynAppKey/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.dingSynAppKey.type,parentSchema:schema11.properties.dingSynAppKey,data:data6};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.dingSynAppSecret !== undefined){
let data7 = data.dingSynAppSecret;
if(typeof data7 === "string"){
if(func2(data7) > 1000){
const err14 = {instancePath:instancePath+"/dingSynAppSecret",schemaPath:"#/properties/dingSynAppSecret/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.dingSynAppSecret,data:data7};
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
const err15 = {instancePath:instancePath+"/dingSynAppSecret",schemaPath:"#/properties/dingSynAppSecret/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.dingSynAppSecret.type,parentSchema:schema11.properties.dingSynAppSecret,data:data7};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.dingAgentId !== undefined){
let data8 = data.dingAgentId;
if(typeof data8 === "string"){
if(func2(data8) > 1000){
const err16 = {instancePath:instancePath+"/dingAgentId",schemaPath:"#/properties/dingAgentId/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.dingAgentId,data:data8};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/dingAgentId",schemaPath:"#/properties/dingAgentId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.dingAgentId.type,parentSchema:schema11.properties.dingAgentId,data:data8};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.dingSynIsSynOrg !== undefined){
let data9 = data.dingSynIsSynOrg;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err18 = {instancePath:instancePath+"/dingSynIsSynOrg",schemaPath:"#/properties/dingSynIsSynOrg/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.dingSynIsSynOrg.type,parentSchema:schema11.properties.dingSynIsSynOrg,data:data9};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!((data9 === 0) || (data9 === 1))){
const err19 = {instancePath:instancePath+"/dingSynIsSynOrg",schemaPath:"#/properties/dingSynIsSynOrg/enum",keyword:"enum",params:{allowedValues: schema11.properties.dingSynIsSynOrg.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.dingSynIsSynOrg.enum,parentSchema:schema11.properties.dingSynIsSynOrg,data:data9};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.dingSynIsSynUser !== undefined){
let data10 = data.dingSynIsSynUser;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err20 = {instancePath:instancePath+"/dingSynIsSynUser",schemaPath:"#/properties/dingSynIsSynUser/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.dingSynIsSynUser.type,parentSchema:schema11.properties.dingSynIsSynUser,data:data10};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!((data10 === 0) || (data10 === 1))){
const err21 = {instancePath:instancePath+"/dingSynIsSynUser",schemaPath:"#/properties/dingSynIsSynUser/enum",keyword:"enum",params:{allowedValues: schema11.properties.dingSynIsSynUser.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.dingSynIsSynUser.enum,parentSchema:schema11.properties.dingSynIsSynUser,data:data10};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.registerKey !== undefined){
let data11 = data.registerKey;
if(typeof data11 === "string"){
if(func2(data11) > 1000){
const err22 = {instancePath:instancePath+"/registerKey",schemaPath:"#/properties/registerKey/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.registerKey,data:data11};
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
const err23 = {instancePath:instancePath+"/registerKey",schemaPath:"#/properties/registerKey/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.registerKey.type,parentSchema:schema11.properties.registerKey,data:data11};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

}
{
const exports = validateFns;
exports["-70d86f5"] = validate10;
const schema11 = {"type":"object","properties":{"emailSmtpHost":{"type":"string","maxLength":1000},"emailSmtpPort":{"type":"string","maxLength":1000},"emailPop3Host":{"type":"string","maxLength":1000},"emailPop3Port":{"type":"string","maxLength":1000},"emailSenderName":{"type":"string","maxLength":1000},"emailAccount":{"type":"string","maxLength":1000},"emailPassword":{"type":"string","maxLength":1000},"emailSsl":{"type":"integer","enum":[0,1]},"aliAccessKey":{"type":"string","maxLength":1000},"aliSecret":{"type":"string","maxLength":1000},"tencentSecretId":{"type":"string","maxLength":1000},"tencentSecretKey":{"type":"string","maxLength":1000},"tencentAppId":{"type":"string","maxLength":1000},"tencentAppKey":{"type":"string","maxLength":1000}},"$id":"-70d86f5"};
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

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-70d86f5" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.emailSmtpHost !== undefined){
let data0 = data.emailSmtpHost;
if(typeof data0 === "string"){
if(func2(data0) > 1000){
const err0 = {instancePath:instancePath+"/emailSmtpHost",schemaPath:"#/properties/emailSmtpHost/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.emailSmtpHost,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/emailSmtpHost",schemaPath:"#/properties/emailSmtpHost/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.emailSmtpHost.type,parentSchema:schema11.properties.emailSmtpHost,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.emailSmtpPort !== undefined){
let data1 = data.emailSmtpPort;
if(typeof data1 === "string"){
if(func2(data1) > 1000){
const err2 = {instancePath:instancePath+"/emailSmtpPort",schemaPath:"#/properties/emailSmtpPort/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.emailSmtpPort,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/emailSmtpPort",schemaPath:"#/properties/emailSmtpPort/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.emailSmtpPort.type,parentSchema:schema11.properties.emailSmtpPort,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.emailPop3Host !== undefined){
let data2 = data.emailPop3Host;
if(typeof data2 === "string"){
if(func2(data2) > 1000){
const err4 = {instancePath:instancePath+"/emailPop3Host",schemaPath:"#/properties/emailPop3Host/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.emailPop3Host,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/emailPop3Host",schemaPath:"#/properties/emailPop3Host/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.emailPop3Host.type,parentSchema:schema11.properties.emailPop3Host,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.emailPop3Port !== undefined){
let data3 = data.emailPop3Port;
if(typeof data3 === "string"){
if(func2(data3) > 1000){
const err6 = {instancePath:instancePath+"/emailPop3Port",schemaPath:"#/properties/emailPop3Port/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.emailPop3Port,data:data3};
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
const err7 = {instancePath:instancePath+"/emailPop3Port",schemaPath:"#/properties/emailPop3Port/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.emailPop3Port.type,parentSchema:schema11.properties.emailPop3Port,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.emailSenderName !== undefined){
let data4 = data.emailSenderName;
if(typeof data4 === "string"){
if(func2(data4) > 1000){
const err8 = {instancePath:instancePath+"/emailSenderName",schemaPath:"#/properties/emailSenderName/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.emailSenderName,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/emailSenderName",schemaPath:"#/properties/emailSenderName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.emailSenderName.type,parentSchema:schema11.properties.emailSenderName,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.emailAccount !== undefined){
let data5 = data.emailAccount;
if(typeof data5 === "string"){
if(func2(data5) > 1000){
const err10 = {instancePath:instancePath+"/emailAccount",schemaPath:"#/properties/emailAccount/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.emailAccount,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/emailAccount",schemaPath:"#/properties/emailAccount/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.emailAccount.type,parentSchema:schema11.properties.emailAccount,data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.emailPassword !== undefined){
let data6 = data.emailPassword;
if(typeof data6 === "string"){
if(func2(data6) > 1000){
const err12 = {instancePath:instancePath+"/emailPassword",schemaPath:"#/properties/emailPassword/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.emailPassword,data:data6};
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
const err13 = {instancePath:instancePath+"/emailPassword",schemaPath:"#/properties/emailPassword/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.emailPassword.type,parentSchema:schema11.properties.emailPassword,data:data6};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.emailSsl !== undefined){
let data7 = data.emailSsl;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err14 = {instancePath:instancePath+"/emailSsl",schemaPath:"#/properties/emailSsl/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.emailSsl.type,parentSchema:schema11.properties.emailSsl,data:data7};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!((data7 === 0) || (data7 === 1))){
const err15 = {instancePath:instancePath+"/emailSsl",schemaPath:"#/properties/emailSsl/enum",keyword:"enum",params:{allowedValues: schema11.properties.emailSsl.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.emailSsl.enum,parentSchema:schema11.properties.emailSsl,data:data7};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.aliAccessKey !== undefined){
let data8 = data.aliAccessKey;
if(typeof data8 === "string"){
if(func2(data8) > 1000){
const err16 = {instancePath:instancePath+"/aliAccessKey",schemaPath:"#/properties/aliAccessKey/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.aliAccessKey,data:data8};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/aliAccessKey",schemaPath:"#/properties/aliAccessKey/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.aliAccessKey.type,parentSchema:schema11.properties.aliAccessKey,data:data8};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.aliSecret !== undefined){
let data9 = data.aliSecret;
if(typeof data9 === "string"){
if(func2(data9) > 1000){
const err18 = {instancePath:instancePath+"/aliSecret",schemaPath:"#/properties/aliSecret/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.aliSecret,data:data9};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/aliSecret",schemaPath:"#/properties/aliSecret/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.aliSecret.type,parentSchema:schema11.properties.aliSecret,data:data9};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.tencentSecretId !== undefined){
let data10 = data.tencentSecretId;
if(typeof data10 === "string"){
if(func2(data10) > 1000){
const err20 = {instancePath:instancePath+"/tencentSecretId",schemaPath:"#/properties/tencentSecretId/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.tencentSecretId,data:data10};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/tencentSecretId",schemaPath:"#/properties/tencentSecretId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.tencentSecretId.type,parentSchema:schema11.properties.tencentSecretId,data:data10};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.tencentSecretKey !== undefined){
let data11 = data.tencentSecretKey;
if(typeof data11 === "string"){
if(func2(data11) > 1000){
const err22 = {instancePath:instancePath+"/tencentSecretKey",schemaPath:"#/properties/tencentSecretKey/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.tencentSecretKey,data:data11};
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
const err23 = {instancePath:instancePath+"/tencentSecretKey",schemaPath:"#/properties/tencentSecretKey/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.tencentSecretKey.type,parentSchema:schema11.properties.tencentSecretKey,data:data11};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.tencentAppId !== undefined){
let data12 = data.tencentAppId;
if(typeof data12 === "string"){
if(func2(data12) > 1000){
const err24 = {instancePath:instancePath+"/tencentAppId",schemaPath:"#/properties/tencentAppId/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.tencentAppId,data:data12};
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
const err25 = {instancePath:instancePath+"/tencentAppId",schemaPath:"#/properties/tencentAppId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.tencentAppId.type,parentSchema:schema11.properties.tencentAppId,data:data12};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.tencentAppKey !== undefined){
let data13 = data.tencentAppKey;
if(typeof data13 === "string"){
if(func2(data13) > 1000){
const err26 = {instancePath:instancePath+"/tencentAppKey",schemaPath:"#/properties/tencentAppKey/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.tencentAppKey,data:data13};
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
const err27 = {instancePath:instancePath+"/tencentAppKey",schemaPath:"#/properties/tencentAppKey/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.tencentAppKey.type,parentSchema:schema11.properties.tencentAppKey,data:data13};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

}
{
const exports = validateFns;
exports["-3087bfb8"] = validate10;
const schema11 = {"type":"object","properties":{"importDocumentShipUrl":{"type":"string","maxLength":1000,"pattern":"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},"importDocumentOilUrl":{"type":"string","maxLength":1000,"pattern":"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},"importDocumentGdUrl":{"type":"string","maxLength":1000,"pattern":"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},"exportdocumentUrl":{"type":"string","maxLength":1000,"pattern":"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},"exportDocumentOilUrl":{"type":"string","maxLength":1000,"pattern":"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},"landRegistrationUrl":{"type":"string","maxLength":1000,"pattern":"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},"singlereleaseUrl":{"type":"string","maxLength":1000,"pattern":"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},"mixreleaseUrl":{"type":"string","maxLength":1000,"pattern":"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},"mixreleaseOilUrl":{"type":"string","maxLength":1000,"pattern":"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},"portConsolidationShUrl":{"type":"string","maxLength":1000,"pattern":"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},"classesplanUrl":{"type":"string","maxLength":1000,"pattern":"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},"commercialPreparationsUrl":{"type":"string","maxLength":1000,"pattern":"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},"shipWailiInformUrl":{"type":"string","maxLength":1000,"pattern":"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},"importReleaseUrl":{"type":"string","maxLength":1000,"pattern":"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},"importQueryUrl":{"type":"string","maxLength":1000,"pattern":"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},"shipOneQueryUrl":{"type":"string","maxLength":1000,"pattern":"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},"sbcShipperDocUrl":{"type":"string","maxLength":1000,"pattern":"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},"sbcShipperDocOneUrl":{"type":"string","maxLength":1000,"pattern":"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},"sbcShipperDocTwoUrl":{"type":"string","maxLength":1000,"pattern":"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},"frameMessageOrigins":{"type":"string","maxLength":1000,"pattern":"^$|^https?://[^/\\s,]+(\\s*,\\s*https?://[^/\\s,]+)*$"},"gctosTokenMinutes":{"type":"integer","minimum":0,"maximum":1440}},"$id":"-3087bfb8"};
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
const pattern0 = new RegExp("^$|^/(?![/\\\\])\\S*$|^https?://\\S+$", "u");
const pattern19 = new RegExp("^$|^https?://[^/\\s,]+(\\s*,\\s*https?://[^/\\s,]+)*$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-3087bfb8" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.importDocumentShipUrl !== undefined){
let data0 = data.importDocumentShipUrl;
if(typeof data0 === "string"){
if(func2(data0) > 1000){
const err0 = {instancePath:instancePath+"/importDocumentShipUrl",schemaPath:"#/properties/importDocumentShipUrl/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.importDocumentShipUrl,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!pattern0.test(data0)){
const err1 = {instancePath:instancePath+"/importDocumentShipUrl",schemaPath:"#/properties/importDocumentShipUrl/pattern",keyword:"pattern",params:{pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},message:"must match pattern \""+"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"+"\"",schema:"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$",parentSchema:schema11.properties.importDocumentShipUrl,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/importDocumentShipUrl",schemaPath:"#/properties/importDocumentShipUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.importDocumentShipUrl.type,parentSchema:schema11.properties.importDocumentShipUrl,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.importDocumentOilUrl !== undefined){
let data1 = data.importDocumentOilUrl;
if(typeof data1 === "string"){
if(func2(data1) > 1000){
const err3 = {instancePath:instancePath+"/importDocumentOilUrl",schemaPath:"#/properties/importDocumentOilUrl/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.importDocumentOilUrl,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern0.test(data1)){
const err4 = {instancePath:instancePath+"/importDocumentOilUrl",schemaPath:"#/properties/importDocumentOilUrl/pattern",keyword:"pattern",params:{pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},message:"must match pattern \""+"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"+"\"",schema:"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$",parentSchema:schema11.properties.importDocumentOilUrl,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/importDocumentOilUrl",schemaPath:"#/properties/importDocumentOilUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.importDocumentOilUrl.type,parentSchema:schema11.properties.importDocumentOilUrl,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.importDocumentGdUrl !== undefined){
let data2 = data.importDocumentGdUrl;
if(typeof data2 === "string"){
if(func2(data2) > 1000){
const err6 = {instancePath:instancePath+"/importDocumentGdUrl",schemaPath:"#/properties/importDocumentGdUrl/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.importDocumentGdUrl,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern0.test(data2)){
const err7 = {instancePath:instancePath+"/importDocumentGdUrl",schemaPath:"#/properties/importDocumentGdUrl/pattern",keyword:"pattern",params:{pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},message:"must match pattern \""+"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"+"\"",schema:"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$",parentSchema:schema11.properties.importDocumentGdUrl,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/importDocumentGdUrl",schemaPath:"#/properties/importDocumentGdUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.importDocumentGdUrl.type,parentSchema:schema11.properties.importDocumentGdUrl,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.exportdocumentUrl !== undefined){
let data3 = data.exportdocumentUrl;
if(typeof data3 === "string"){
if(func2(data3) > 1000){
const err9 = {instancePath:instancePath+"/exportdocumentUrl",schemaPath:"#/properties/exportdocumentUrl/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.exportdocumentUrl,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern0.test(data3)){
const err10 = {instancePath:instancePath+"/exportdocumentUrl",schemaPath:"#/properties/exportdocumentUrl/pattern",keyword:"pattern",params:{pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},message:"must match pattern \""+"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"+"\"",schema:"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$",parentSchema:schema11.properties.exportdocumentUrl,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/exportdocumentUrl",schemaPath:"#/properties/exportdocumentUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.exportdocumentUrl.type,parentSchema:schema11.properties.exportdocumentUrl,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.exportDocumentOilUrl !== undefined){
let data4 = data.exportDocumentOilUrl;
if(typeof data4 === "string"){
if(func2(data4) > 1000){
const err12 = {instancePath:instancePath+"/exportDocumentOilUrl",schemaPath:"#/properties/exportDocumentOilUrl/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.exportDocumentOilUrl,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern0.test(data4)){
const err13 = {instancePath:instancePath+"/exportDocumentOilUrl",schemaPath:"#/properties/exportDocumentOilUrl/pattern",keyword:"pattern",params:{pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},message:"must match pattern \""+"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"+"\"",schema:"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$",parentSchema:schema11.properties.exportDocumentOilUrl,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/exportDocumentOilUrl",schemaPath:"#/properties/exportDocumentOilUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.exportDocumentOilUrl.type,parentSchema:schema11.properties.exportDocumentOilUrl,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.landRegistrationUrl !== undefined){
let data5 = data.landRegistrationUrl;
if(typeof data5 === "string"){
if(func2(data5) > 1000){
const err15 = {instancePath:instancePath+"/landRegistrationUrl",schemaPath:"#/properties/landRegistrationUrl/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.landRegistrationUrl,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!pattern0.test(data5)){
const err16 = {instancePath:instancePath+"/landRegistrationUrl",schemaPath:"#/properties/landRegistrationUrl/pattern",keyword:"pattern",params:{pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},message:"must match pattern \""+"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"+"\"",schema:"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$",parentSchema:schema11.properties.landRegistrationUrl,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/landRegistrationUrl",schemaPath:"#/properties/landRegistrationUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.landRegistrationUrl.type,parentSchema:schema11.properties.landRegistrationUrl,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.singlereleaseUrl !== undefined){
let data6 = data.singlereleaseUrl;
if(typeof data6 === "string"){
if(func2(data6) > 1000){
const err18 = {instancePath:instancePath+"/singlereleaseUrl",schemaPath:"#/properties/singlereleaseUrl/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.singlereleaseUrl,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!pattern0.test(data6)){
const err19 = {instancePath:instancePath+"/singlereleaseUrl",schemaPath:"#/properties/singlereleaseUrl/pattern",keyword:"pattern",params:{pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},message:"must match pattern \""+"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"+"\"",schema:"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$",parentSchema:schema11.properties.singlereleaseUrl,data:data6};
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
const err20 = {instancePath:instancePath+"/singlereleaseUrl",schemaPath:"#/properties/singlereleaseUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.singlereleaseUrl.type,parentSchema:schema11.properties.singlereleaseUrl,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.mixreleaseUrl !== undefined){
let data7 = data.mixreleaseUrl;
if(typeof data7 === "string"){
if(func2(data7) > 1000){
const err21 = {instancePath:instancePath+"/mixreleaseUrl",schemaPath:"#/properties/mixreleaseUrl/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.mixreleaseUrl,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!pattern0.test(data7)){
const err22 = {instancePath:instancePath+"/mixreleaseUrl",schemaPath:"#/properties/mixreleaseUrl/pattern",keyword:"pattern",params:{pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},message:"must match pattern \""+"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"+"\"",schema:"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$",parentSchema:schema11.properties.mixreleaseUrl,data:data7};
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
const err23 = {instancePath:instancePath+"/mixreleaseUrl",schemaPath:"#/properties/mixreleaseUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.mixreleaseUrl.type,parentSchema:schema11.properties.mixreleaseUrl,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.mixreleaseOilUrl !== undefined){
let data8 = data.mixreleaseOilUrl;
if(typeof data8 === "string"){
if(func2(data8) > 1000){
const err24 = {instancePath:instancePath+"/mixreleaseOilUrl",schemaPath:"#/properties/mixreleaseOilUrl/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.mixreleaseOilUrl,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!pattern0.test(data8)){
const err25 = {instancePath:instancePath+"/mixreleaseOilUrl",schemaPath:"#/properties/mixreleaseOilUrl/pattern",keyword:"pattern",params:{pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},message:"must match pattern \""+"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"+"\"",schema:"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$",parentSchema:schema11.properties.mixreleaseOilUrl,data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/mixreleaseOilUrl",schemaPath:"#/properties/mixreleaseOilUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.mixreleaseOilUrl.type,parentSchema:schema11.properties.mixreleaseOilUrl,data:data8};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.portConsolidationShUrl !== undefined){
let data9 = data.portConsolidationShUrl;
if(typeof data9 === "string"){
if(func2(data9) > 1000){
const err27 = {instancePath:instancePath+"/portConsolidationShUrl",schemaPath:"#/properties/portConsolidationShUrl/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.portConsolidationShUrl,data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!pattern0.test(data9)){
const err28 = {instancePath:instancePath+"/portConsolidationShUrl",schemaPath:"#/properties/portConsolidationShUrl/pattern",keyword:"pattern",params:{pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},message:"must match pattern \""+"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"+"\"",schema:"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$",parentSchema:schema11.properties.portConsolidationShUrl,data:data9};
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
const err29 = {instancePath:instancePath+"/portConsolidationShUrl",schemaPath:"#/properties/portConsolidationShUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.portConsolidationShUrl.type,parentSchema:schema11.properties.portConsolidationShUrl,data:data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.classesplanUrl !== undefined){
let data10 = data.classesplanUrl;
if(typeof data10 === "string"){
if(func2(data10) > 1000){
const err30 = {instancePath:instancePath+"/classesplanUrl",schemaPath:"#/properties/classesplanUrl/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.classesplanUrl,data:data10};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!pattern0.test(data10)){
const err31 = {instancePath:instancePath+"/classesplanUrl",schemaPath:"#/properties/classesplanUrl/pattern",keyword:"pattern",params:{pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},message:"must match pattern \""+"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"+"\"",schema:"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$",parentSchema:schema11.properties.classesplanUrl,data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/classesplanUrl",schemaPath:"#/properties/classesplanUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.classesplanUrl.type,parentSchema:schema11.properties.classesplanUrl,data:data10};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.commercialPreparationsUrl !== undefined){
let data11 = data.commercialPreparationsUrl;
if(typeof data11 === "string"){
if(func2(data11) > 1000){
const err33 = {instancePath:instancePath+"/commercialPreparationsUrl",schemaPath:"#/properties/commercialPreparationsUrl/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.commercialPreparationsUrl,data:data11};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(!pattern0.test(data11)){
const err34 = {instancePath:instancePath+"/commercialPreparationsUrl",schemaPath:"#/properties/commercialPreparationsUrl/pattern",keyword:"pattern",params:{pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},message:"must match pattern \""+"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"+"\"",schema:"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$",parentSchema:schema11.properties.commercialPreparationsUrl,data:data11};
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
const err35 = {instancePath:instancePath+"/commercialPreparationsUrl",schemaPath:"#/properties/commercialPreparationsUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.commercialPreparationsUrl.type,parentSchema:schema11.properties.commercialPreparationsUrl,data:data11};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.shipWailiInformUrl !== undefined){
let data12 = data.shipWailiInformUrl;
if(typeof data12 === "string"){
if(func2(data12) > 1000){
const err36 = {instancePath:instancePath+"/shipWailiInformUrl",schemaPath:"#/properties/shipWailiInformUrl/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.shipWailiInformUrl,data:data12};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(!pattern0.test(data12)){
const err37 = {instancePath:instancePath+"/shipWailiInformUrl",schemaPath:"#/properties/shipWailiInformUrl/pattern",keyword:"pattern",params:{pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},message:"must match pattern \""+"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"+"\"",schema:"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$",parentSchema:schema11.properties.shipWailiInformUrl,data:data12};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/shipWailiInformUrl",schemaPath:"#/properties/shipWailiInformUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.shipWailiInformUrl.type,parentSchema:schema11.properties.shipWailiInformUrl,data:data12};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.importReleaseUrl !== undefined){
let data13 = data.importReleaseUrl;
if(typeof data13 === "string"){
if(func2(data13) > 1000){
const err39 = {instancePath:instancePath+"/importReleaseUrl",schemaPath:"#/properties/importReleaseUrl/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.importReleaseUrl,data:data13};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(!pattern0.test(data13)){
const err40 = {instancePath:instancePath+"/importReleaseUrl",schemaPath:"#/properties/importReleaseUrl/pattern",keyword:"pattern",params:{pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},message:"must match pattern \""+"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"+"\"",schema:"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$",parentSchema:schema11.properties.importReleaseUrl,data:data13};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/importReleaseUrl",schemaPath:"#/properties/importReleaseUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.importReleaseUrl.type,parentSchema:schema11.properties.importReleaseUrl,data:data13};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.importQueryUrl !== undefined){
let data14 = data.importQueryUrl;
if(typeof data14 === "string"){
if(func2(data14) > 1000){
const err42 = {instancePath:instancePath+"/importQueryUrl",schemaPath:"#/properties/importQueryUrl/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.importQueryUrl,data:data14};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(!pattern0.test(data14)){
const err43 = {instancePath:instancePath+"/importQueryUrl",schemaPath:"#/properties/importQueryUrl/pattern",keyword:"pattern",params:{pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},message:"must match pattern \""+"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"+"\"",schema:"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$",parentSchema:schema11.properties.importQueryUrl,data:data14};
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
const err44 = {instancePath:instancePath+"/importQueryUrl",schemaPath:"#/properties/importQueryUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.importQueryUrl.type,parentSchema:schema11.properties.importQueryUrl,data:data14};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.shipOneQueryUrl !== undefined){
let data15 = data.shipOneQueryUrl;
if(typeof data15 === "string"){
if(func2(data15) > 1000){
const err45 = {instancePath:instancePath+"/shipOneQueryUrl",schemaPath:"#/properties/shipOneQueryUrl/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.shipOneQueryUrl,data:data15};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(!pattern0.test(data15)){
const err46 = {instancePath:instancePath+"/shipOneQueryUrl",schemaPath:"#/properties/shipOneQueryUrl/pattern",keyword:"pattern",params:{pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},message:"must match pattern \""+"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"+"\"",schema:"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$",parentSchema:schema11.properties.shipOneQueryUrl,data:data15};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/shipOneQueryUrl",schemaPath:"#/properties/shipOneQueryUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.shipOneQueryUrl.type,parentSchema:schema11.properties.shipOneQueryUrl,data:data15};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.sbcShipperDocUrl !== undefined){
let data16 = data.sbcShipperDocUrl;
if(typeof data16 === "string"){
if(func2(data16) > 1000){
const err48 = {instancePath:instancePath+"/sbcShipperDocUrl",schemaPath:"#/properties/sbcShipperDocUrl/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.sbcShipperDocUrl,data:data16};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(!pattern0.test(data16)){
const err49 = {instancePath:instancePath+"/sbcShipperDocUrl",schemaPath:"#/properties/sbcShipperDocUrl/pattern",keyword:"pattern",params:{pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},message:"must match pattern \""+"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"+"\"",schema:"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$",parentSchema:schema11.properties.sbcShipperDocUrl,data:data16};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/sbcShipperDocUrl",schemaPath:"#/properties/sbcShipperDocUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sbcShipperDocUrl.type,parentSchema:schema11.properties.sbcShipperDocUrl,data:data16};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.sbcShipperDocOneUrl !== undefined){
let data17 = data.sbcShipperDocOneUrl;
if(typeof data17 === "string"){
if(func2(data17) > 1000){
const err51 = {instancePath:instancePath+"/sbcShipperDocOneUrl",schemaPath:"#/properties/sbcShipperDocOneUrl/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.sbcShipperDocOneUrl,data:data17};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(!pattern0.test(data17)){
const err52 = {instancePath:instancePath+"/sbcShipperDocOneUrl",schemaPath:"#/properties/sbcShipperDocOneUrl/pattern",keyword:"pattern",params:{pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},message:"must match pattern \""+"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"+"\"",schema:"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$",parentSchema:schema11.properties.sbcShipperDocOneUrl,data:data17};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/sbcShipperDocOneUrl",schemaPath:"#/properties/sbcShipperDocOneUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sbcShipperDocOneUrl.type,parentSchema:schema11.properties.sbcShipperDocOneUrl,data:data17};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.sbcShipperDocTwoUrl !== undefined){
let data18 = data.sbcShipperDocTwoUrl;
if(typeof data18 === "string"){
if(func2(data18) > 1000){
const err54 = {instancePath:instancePath+"/sbcShipperDocTwoUrl",schemaPath:"#/properties/sbcShipperDocTwoUrl/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.sbcShipperDocTwoUrl,data:data18};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(!pattern0.test(data18)){
const err55 = {instancePath:instancePath+"/sbcShipperDocTwoUrl",schemaPath:"#/properties/sbcShipperDocTwoUrl/pattern",keyword:"pattern",params:{pattern: "^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"},message:"must match pattern \""+"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$"+"\"",schema:"^$|^/(?![/\\\\])\\S*$|^https?://\\S+$",parentSchema:schema11.properties.sbcShipperDocTwoUrl,data:data18};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
else {
const err56 = {instancePath:instancePath+"/sbcShipperDocTwoUrl",schemaPath:"#/properties/sbcShipperDocTwoUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sbcShipperDocTwoUrl.type,parentSchema:schema11.properties.sbcShipperDocTwoUrl,data:data18};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.frameMessageOrigins !== undefined){
let data19 = data.frameMessageOrigins;
if(typeof data19 === "string"){
if(func2(data19) > 1000){
const err57 = {instancePath:instancePath+"/frameMessageOrigins",schemaPath:"#/properties/frameMessageOrigins/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.frameMessageOrigins,data:data19};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(!pattern19.test(data19)){
const err58 = {instancePath:instancePath+"/frameMessageOrigins",schemaPath:"#/properties/frameMessageOrigins/pattern",keyword:"pattern",params:{pattern: "^$|^https?://[^/\\s,]+(\\s*,\\s*https?://[^/\\s,]+)*$"},message:"must match pattern \""+"^$|^https?://[^/\\s,]+(\\s*,\\s*https?://[^/\\s,]+)*$"+"\"",schema:"^$|^https?://[^/\\s,]+(\\s*,\\s*https?://[^/\\s,]+)*$",parentSchema:schema11.properties.frameMessageOrigins,data:data19};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/frameMessageOrigins",schemaPath:"#/properties/frameMessageOrigins/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.frameMessageOrigins.type,parentSchema:schema11.properties.frameMessageOrigins,data:data19};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data.gctosTokenMinutes !== undefined){
let data20 = data.gctosTokenMinutes;
if(!((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20)))){
const err60 = {instancePath:instancePath+"/gctosTokenMinutes",schemaPath:"#/properties/gctosTokenMinutes/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.gctosTokenMinutes.type,parentSchema:schema11.properties.gctosTokenMinutes,data:data20};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(typeof data20 == "number"){
if(data20 > 1440 || isNaN(data20)){
const err61 = {instancePath:instancePath+"/gctosTokenMinutes",schemaPath:"#/properties/gctosTokenMinutes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1440},message:"must be <= 1440",schema:1440,parentSchema:schema11.properties.gctosTokenMinutes,data:data20};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data20 < 0 || isNaN(data20)){
const err62 = {instancePath:instancePath+"/gctosTokenMinutes",schemaPath:"#/properties/gctosTokenMinutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.gctosTokenMinutes,data:data20};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
}
else {
const err63 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

}
export default validateFns;
